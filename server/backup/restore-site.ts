import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { copyFrom } from '../db/copy-stream.ts';
import { listMigrations, runMigrations, runMigrationsUpTo } from '../db/migrate.ts';
import type { MediaStorage } from '../infra/storage/media-storage.ts';
import { BACKUP_FILES, tableFile } from './backup-layout.ts';
import { type BackupManifest, BackupRefusedError, migrationsBeforeLoad, parseManifest } from './backup-manifest.ts';
import { restoreMedia } from './restore-media.ts';

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  /** Migrations of this code the backup did not have, applied after the load. */
  laterMigrations: number;
  media: { objects: number; bytes: number };
  ms: number;
}

/**
 * Restores a backup written by `backupSite` into an empty database and `storage`: the migrations
 * up to the backup's level, every table's rows in one transaction (checked against the manifest's
 * counts and checksums before it commits), sequences moved past the rows, derived tables rebuilt,
 * statistics, then this code's newer migrations, then the media (docs/decisions/0035).
 * `force` first drops everything the database holds (Galope's schemas).
 */
export async function restoreSite({
  databaseUrl,
  storage,
  dir,
  force = false,
  log = () => {},
}: {
  databaseUrl: string;
  storage: MediaStorage;
  dir: string;
  force?: boolean;
  log?: (message: string) => void;
}): Promise<RestoreResult> {
  const startedAt = performance.now();
  const manifest = await readManifest(dir);
  const code = listMigrations();
  const before = migrationsBeforeLoad(manifest.migrations, code);
  await checkFiles(dir, manifest);

  const db = openDatabase(databaseUrl, { max: 2 });
  try {
    await prepareEmptyDatabase(db, force);
    let lap = performance.now();
    const took = () => {
      const ms = Math.round(performance.now() - lap);
      lap = performance.now();
      return `${ms} ms`;
    };
    await runMigrationsUpTo(db, before);
    log(`schema at the backup's level: ${before} migrations (${took()})`);
    const rows = await loadTables(db, dir, manifest, log);
    log(`rows loaded and checked (${took()})`);
    await db.$client.query('analyze');
    log(`statistics (${took()})`);
    await runMigrations(db);
    const laterMigrations = code.length - before;
    if (laterMigrations > 0) log(`${laterMigrations} newer migrations applied (${took()})`);
    const media = await restoreMedia({ storage, dir, log });
    log(`media (${took()})`);
    return { manifest, rows, laterMigrations, media, ms: Math.round(performance.now() - startedAt) };
  } finally {
    await db.$client.end();
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, BACKUP_FILES.manifest), 'utf8');
  } catch {
    throw new BackupRefusedError(`${dir} has no manifest.json: not a Galope backup, or an unfinished one`);
  }
  return parseManifest(text);
}

/** Every file the manifest names is there, and the media list is the one it was written with. */
async function checkFiles(dir: string, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    await access(path.join(dir, tableFile(table.name))).catch(() => {
      throw new BackupRefusedError(`The backup lacks ${tableFile(table.name)}`);
    });
  }
  const index = await readFile(path.join(dir, BACKUP_FILES.mediaIndex)).catch(() => {
    throw new BackupRefusedError(`The backup lacks ${BACKUP_FILES.mediaIndex}`);
  });
  if (createHash('sha256').update(index).digest('hex') !== manifest.media.indexSha256) {
    throw new BackupRefusedError(`${BACKUP_FILES.mediaIndex} does not match the manifest: the backup is damaged`);
  }
}

/** The schemas Galope writes: its tables, drizzle's migration record, pg-boss's queue. */
const GALOPE_SCHEMAS = ['public', 'drizzle', 'pgboss'];

async function prepareEmptyDatabase(db: Database, force: boolean): Promise<void> {
  const found = await db.$client.query<{ tables: string }>(
    `select count(*) as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p')`,
    [GALOPE_SCHEMAS],
  );
  if (Number(found.rows[0]?.tables ?? 0) === 0) return;
  if (!force) {
    throw new BackupRefusedError(
      'The database is not empty: restore into a new database, or pass --force to replace everything in it',
    );
  }
  // Dropping the schemas (not each table) takes functions, triggers and extensions with them; the
  // public schema is made again as PostgreSQL 15+ makes it: owned by the database's owner.
  await db.$client.query(`
    drop schema if exists pgboss cascade;
    drop schema if exists drizzle cascade;
    drop schema public cascade;
    create schema public authorization pg_database_owner;
    grant usage on schema public to public;`);
}

/**
 * All tables in one transaction with `session_replication_role = replica`: no trigger fires (the
 * rows already hold what triggers wrote) and foreign keys are not checked row by row, so the order
 * of the tables does not matter. Needs a superuser or the right to set that parameter.
 */
async function loadTables(
  db: Database,
  dir: string,
  manifest: BackupManifest,
  log: (message: string) => void,
): Promise<number> {
  const client = await db.$client.connect();
  let total = 0;
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const indexes = await dropIndexes(client, [...manifest.tables.map((table) => table.name), ...DERIVED_TABLES]);
    for (const table of manifest.tables) {
      const tableStarted = performance.now();
      const hash = createHash('sha256');
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // pipeline (not .pipe): a truncated or corrupt file fails the copy instead of stalling it.
      const source = pipeline(
        createReadStream(path.join(dir, tableFile(table.name))),
        createGunzip(),
        measure,
        () => {},
      );
      const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
      const rows = await copyFrom(client, `copy ${pg.escapeIdentifier(table.name)} (${columns}) from stdin`, source);
      const sha256 = hash.digest('hex');
      if (rows !== table.rows || sha256 !== table.sha256) {
        throw new BackupRefusedError(
          `Table ${table.name} does not match the manifest (${rows} rows, expected ${table.rows}; ` +
            `checksum ${sha256 === table.sha256 ? 'matches' : 'differs'}): the backup is damaged`,
        );
      }
      total += rows;
      log(`table ${table.name}: ${rows} rows (${Math.round(performance.now() - tableStarted)} ms)`);
    }
    await client.query('set local session_replication_role = origin');
    await moveSequences(client, manifest);
    await rebuildDerivedTables(client, manifest, log);
    const indexesStarted = performance.now();
    for (const { definition } of indexes) await client.query(definition);
    log(`${indexes.length} indexes built (${Math.round(performance.now() - indexesStarted)} ms)`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return total;
}

/** Tables a restore fills without their rows being in the backup (`rebuildDerivedTables`). */
const DERIVED_TABLES = ['search_ads'];

/**
 * Drops the indexes of `tables` that no constraint owns (primary keys and unique constraints stay:
 * the rebuild's upsert needs them) and returns their definitions: an index built once over all the
 * rows costs a fraction of one updated row by row (GIN indexes of the search table above all).
 * They are built again in the same transaction, under the same names.
 */
async function dropIndexes(client: pg.PoolClient, tables: string[]): Promise<{ definition: string }[]> {
  const found = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and t.relname = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of found.rows) await client.query(`drop index ${name}`);
  return found.rows;
}

/** Every sequence a restored column draws from starts after the largest value restored. */
async function moveSequences(client: pg.PoolClient, manifest: BackupManifest): Promise<void> {
  const owned = await client.query<{ sequence: string; table: string; column: string }>(`
    select seq.oid::regclass::text as sequence, tbl.relname as table, att.attname as column
      from pg_class seq
      join pg_depend dep on dep.objid = seq.oid and dep.classid = 'pg_class'::regclass and dep.deptype in ('a', 'i')
      join pg_class tbl on tbl.oid = dep.refobjid
      join pg_namespace n on n.oid = tbl.relnamespace
      join pg_attribute att on att.attrelid = tbl.oid and att.attnum = dep.refobjsubid
     where seq.relkind = 'S' and n.nspname = 'public'`);
  const restored = new Set(manifest.tables.map((table) => table.name));
  for (const { sequence, table, column } of owned.rows) {
    if (!restored.has(table)) continue;
    await client.query(
      `select setval($1, coalesce((select max(${pg.escapeIdentifier(column)}) from ${pg.escapeIdentifier(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

/**
 * Tables a backup leaves out because they are derived (backup-manifest.ts, `skipReason`), rebuilt
 * from the restored rows the way their triggers would have written them.
 */
async function rebuildDerivedTables(
  client: pg.PoolClient,
  manifest: BackupManifest,
  log: (message: string) => void,
): Promise<void> {
  const inBackup = manifest.tables.some((table) => table.name === 'search_ads');
  const present = await client.query<{ ok: boolean }>(
    `select to_regclass('public.search_ads') is not null and to_regprocedure('search_ads_sync(uuid[])') is not null as ok`,
  );
  if (inBackup || !present.rows[0]?.ok) return;
  const startedAt = performance.now();
  await client.query(`select search_ads_sync(array(select id from classifieds where status = 'approved'))`);
  const count = await client.query<{ rows: string }>('select count(*) as rows from search_ads');
  log(`search_ads rebuilt: ${count.rows[0]?.rows ?? 0} rows (${Math.round(performance.now() - startedAt)} ms)`);
}
