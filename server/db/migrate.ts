import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations; several nodes starting at once take turns. */
export async function runMigrations(db: Database): Promise<void> {
  await withAdvisoryLock(db, 'migrations', () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}

/** The code's migrations in order; `folderMillis` is what drizzle records as applied (`created_at`). */
export function listMigrations(): { folderMillis: number; hash: string }[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(({ folderMillis, hash }) => ({
    folderMillis,
    hash,
  }));
}

/**
 * Applies only the first `count` migrations (a restore builds the tables a backup was written
 * at, docs/decisions/0035). drizzle's migrator always runs a whole folder: it gets a copy whose
 * journal stops at `count`; `runMigrations` later applies the rest from the real one.
 */
export async function runMigrationsUpTo(db: Database, count: number): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'galope-migrations-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    if (count > journal.entries.length) throw new RangeError(`Only ${journal.entries.length} migrations exist`);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    await withAdvisoryLock(db, 'migrations', () => migrate(db, { migrationsFolder: folder }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
