/**
 * `npm run bench:backup`: backup and restore of the database at a realistic size (decision 0035).
 * Loads BENCH_SIZE generated ads (default 100,000; bench/search-data.ts, through the real
 * migrations and triggers) into `.data/bench-backup` (git-ignored), then times `backupSite` and
 * `restoreSite` into a new database, and compares every table's row count. Media are not
 * generated (the demo's 5,070 objects are measured by the integration test's data instead).
 * Writes bench/results/runs/backup-<date>-<time>.json.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createRandom } from '../seeds/demo/random.ts';
import { backupSite } from '../server/backup/backup-site.ts';
import { restoreSite } from '../server/backup/restore-site.ts';
import { getReferenceData } from '../server/catalogue/reference-data.ts';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { createDiskMediaStorage } from '../server/infra/storage/media-storage.ts';
import { createAdGenerator } from './search-data.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';
import { createBenchOwners, loadBenchAds } from './support/load-ads.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const server = await startEmbeddedPostgres({ dataDir: '.data/bench-backup' });
const withDatabase = (name: string) => {
  const parsed = new URL(server.url);
  parsed.pathname = `/${name}`;
  return parsed.href;
};
const admin = new pg.Client({ connectionString: withDatabase('postgres') });
await admin.connect();
for (const name of ['bench_source', 'bench_restored']) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
}
function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

connectDatabase(withDatabase('bench_source'));
await runMigrations(getDb());
await seedReferenceData(getDb());
const ownerIds = await createBenchOwners(5_000);
const generator = createAdGenerator({
  random: createRandom(20261124),
  reference: await getReferenceData(),
  ownerIds,
  now: Date.now(),
});
log(`loading ${SIZE.toLocaleString('en')} ads`);
const load = await loadBenchAds({ generator, from: 0, to: SIZE });
log(`loaded: ${JSON.stringify(load)}`);
await closeDatabase();

const work = await mkdtemp(path.join(tmpdir(), 'galope-bench-backup-'));
const media = createDiskMediaStorage(path.join(work, 'media'));
const backup = await backupSite({
  databaseUrl: withDatabase('bench_source'),
  storage: media,
  dir: path.join(work, 'b'),
  log: (message) => {
    if (!/: 0 rows/.test(message)) log(`  ${message}`);
  },
});
log(`backup: ${backup.ms} ms`);
const restore = await restoreSite({
  databaseUrl: withDatabase('bench_restored'),
  storage: media,
  dir: path.join(work, 'b'),
  log: (message) => {
    if (!/: 0 rows/.test(message)) log(`  ${message}`);
  },
});
log(`restore: ${restore.ms} ms`);

const sizes = await admin.query<{ datname: string; bytes: string }>(
  `select datname, pg_database_size(datname) as bytes from pg_database where datname like 'bench_%'`,
);
const counts: Record<string, [number, number]> = {};
for (const table of ['classifieds', 'users', 'search_ads', 'search_words']) {
  const [source, restored] = await Promise.all(
    ['bench_source', 'bench_restored'].map(async (name) => {
      const client = new pg.Client({ connectionString: withDatabase(name) });
      await client.connect();
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${table}`);
      await client.end();
      return Number(rows[0]?.count);
    }),
  );
  counts[table] = [source ?? 0, restored ?? 0];
}
const largest = [...backup.manifest.tables].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
const file = writeBenchResult('backup', {
  machine: { ...describeMachine(), loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))) },
  ads: SIZE,
  postgres: backup.manifest.postgresVersion,
  loadMs: load,
  backupMs: backup.ms,
  restoreMs: restore.ms,
  rows: restore.rows,
  copyTextBytes: backup.manifest.tables.reduce((sum, table) => sum + table.bytes, 0),
  largestTables: largest.map(({ name, rows, bytes }) => ({ name, rows, bytes })),
  databaseBytes: Object.fromEntries(sizes.rows.map((row) => [row.datname, Number(row.bytes)])),
  countsSourceRestored: counts,
});
log(`written ${file}: ${JSON.stringify(counts)}`);
const { execSync } = await import('node:child_process');
log(
  execSync(`du -sb ${path.join(work, 'b', 'tables')}`)
    .toString()
    .trim(),
);
await rm(work, { recursive: true, force: true });
await admin.query('drop database bench_source with (force)');
await admin.query('drop database bench_restored with (force)');
await admin.end();
await server.stop();
