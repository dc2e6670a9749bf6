import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { copyTo } from '../db/copy-stream.ts';
import type { MediaStorage } from '../infra/storage/media-storage.ts';
import { BACKUP_FILES, GZIP_LEVEL, MEDIA_CONCURRENCY, tableFile } from './backup-layout.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupTable,
  skipReason,
} from './backup-manifest.ts';

export interface BackupResult {
  manifest: BackupManifest;
  ms: number;
}

/**
 * Writes a backup of the site into `dir` (new or empty): every table of the database from one
 * consistent snapshot, as `COPY` text compressed, then every media object of `storage`, then
 * `manifest.json` last, so a backup without a manifest is an unfinished one. Works with any
 * PostgreSQL ≥ 15 through the `pg` driver, no `pg_dump` of a matching version needed (decision 0035).
 */
export async function backupSite({
  databaseUrl,
  storage,
  dir,
  log = () => {},
}: {
  databaseUrl: string;
  storage: MediaStorage;
  dir: string;
  log?: (message: string) => void;
}): Promise<BackupResult> {
  const startedAt = performance.now();
  await prepareEmptyDir(dir);
  await mkdir(path.join(dir, BACKUP_FILES.tables), { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'galope-backup' });
  await client.connect();
  let database: Pick<BackupManifest, 'postgresVersion' | 'migrations' | 'tables' | 'skipped'>;
  try {
    // One snapshot for every table: rows written meanwhile are either all in or all out.
    await client.query('begin isolation level repeatable read read only');
    database = await copyDatabase(client, dir, log);
    await client.query('commit');
  } finally {
    await client.end();
  }
  // Media after the snapshot: a picture uploaded meanwhile is only extra; one deleted meanwhile
  // (a removed ad, whose rows the snapshot still has) would be missing — see the decision record.
  const media = await copyMedia(storage, dir, log);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    galopeVersion: await galopeVersion(),
    ...database,
    media,
  };
  await writeFile(path.join(dir, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, ms: Math.round(performance.now() - startedAt) };
}

async function prepareEmptyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: a backup goes into a new folder`);
}

async function copyDatabase(client: pg.Client, dir: string, log: (message: string) => void) {
  const version = await client.query<{ server_version: string }>('show server_version');
  const migrations = await client.query<{ count: string; last: string }>(
    'select count(*) as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const found = await client.query<{ name: string; unlogged: boolean; columns: string[] }>(`
    select c.relname as name, c.relpersistence = 'u' as unlogged,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname, c.relpersistence
     order by c.relname`);
  const tables: BackupTable[] = [];
  const skipped: BackupManifest['skipped'] = [];
  for (const table of found.rows) {
    const reason = skipReason(table);
    if (reason) {
      skipped.push({ name: table.name, reason });
      continue;
    }
    const copied = await copyTable(client, table, dir);
    tables.push(copied);
    log(`table ${table.name}: ${copied.rows} rows, ${copied.bytes} bytes`);
  }
  return {
    postgresVersion: version.rows[0]?.server_version ?? 'unknown',
    migrations: { count: Number(migrations.rows[0]?.count ?? 0), last: Number(migrations.rows[0]?.last ?? 0) },
    tables,
    skipped,
  };
}

async function copyTable(
  client: pg.Client,
  table: { name: string; columns: string[] },
  dir: string,
): Promise<BackupTable> {
  const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
  const { stream, rows } = copyTo(client, `copy ${pg.escapeIdentifier(table.name)} (${columns}) to stdout`);
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(
    stream,
    measure,
    createGzip({ level: GZIP_LEVEL }),
    createWriteStream(path.join(dir, tableFile(table.name))),
  );
  return { name: table.name, columns: table.columns, rows: await rows, sha256: hash.digest('hex'), bytes };
}

async function copyMedia(storage: MediaStorage, dir: string, log: (message: string) => void) {
  const lines: string[] = [];
  let bytes = 0;
  const running = new Set<Promise<void>>();
  async function copyOne(key: string): Promise<void> {
    const content = await storage.read(key);
    const file = path.join(dir, BACKUP_FILES.media, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    bytes += content.length;
    lines.push(
      JSON.stringify({ key, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') }),
    );
  }
  // A few at a time: a bucket answers each request in milliseconds; one object's bytes in memory each.
  for await (const key of storage.list()) {
    const task = copyOne(key).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= MEDIA_CONCURRENCY) await Promise.race(running);
  }
  await Promise.all(running);
  lines.sort();
  const index = lines.map((line) => `${line}\n`).join('');
  await writeFile(path.join(dir, BACKUP_FILES.mediaIndex), index);
  log(`media: ${lines.length} objects, ${bytes} bytes`);
  return { objects: lines.length, bytes, indexSha256: createHash('sha256').update(index).digest('hex') };
}

async function galopeVersion(): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}
