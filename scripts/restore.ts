/**
 * `npm run restore -- <folder> [--force]`: restores a backup made by `npm run backup` into the
 * database and media store the settings name (as `npm start` chooses them), which must be empty
 * unless `--force` (docs/decisions/0035-backup-and-restore.md). Exit code 2: the backup was refused.
 */
import path from 'node:path';
import { BackupRefusedError } from '../server/backup/backup-manifest.ts';
import { restoreSite } from '../server/backup/restore-site.ts';
import { openSiteDatabase } from '../server/backup/site-database.ts';
import { readConfig } from '../server/infra/config.ts';
import { getMediaStorage } from '../server/infra/storage/media-storage.ts';

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith('--'));
if (!source) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(64);
}
const dir = path.resolve(source);
const database = await openSiteDatabase(readConfig(), 'restore').catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
try {
  const { manifest, rows, laterMigrations, media, ms } = await restoreSite({
    databaseUrl: database.url,
    storage: getMediaStorage(),
    dir,
    force: args.includes('--force'),
    log: console.log,
  });
  console.log(
    `Restored ${dir} (made ${manifest.createdAt} by Galope ${manifest.galopeVersion}) in ${ms} ms: ` +
      `${manifest.tables.length} tables, ${rows} rows, ${media.objects} media objects (${media.bytes} bytes)` +
      (laterMigrations > 0 ? `, then ${laterMigrations} newer migrations` : ''),
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof BackupRefusedError ? 2 : 1;
} finally {
  await database.stop();
}
