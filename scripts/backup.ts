/**
 * `npm run backup -- <folder>`: writes the site's database and media into a new folder
 * (docs/decisions/0035-backup-and-restore.md). Same settings as `npm start`: DATABASE_URL or the
 * embedded database in GALOPE_DATA_DIR (the running site's, if it is up), S3_* or the media folder.
 */
import path from 'node:path';
import { backupSite } from '../server/backup/backup-site.ts';
import { openSiteDatabase } from '../server/backup/site-database.ts';
import { readConfig } from '../server/infra/config.ts';
import { getMediaStorage } from '../server/infra/storage/media-storage.ts';

const target = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!target) {
  console.error('Usage: npm run backup -- <new folder>');
  process.exit(64);
}
const dir = path.resolve(target);
const database = await openSiteDatabase(readConfig(), 'backup').catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
try {
  const { manifest, ms } = await backupSite({
    databaseUrl: database.url,
    storage: getMediaStorage(),
    dir,
    log: console.log,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written to ${dir} in ${ms} ms: ${manifest.tables.length} tables, ${rows} rows, ` +
      `${manifest.media.objects} media objects (${manifest.media.bytes} bytes), migration level ${manifest.migrations.count}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
