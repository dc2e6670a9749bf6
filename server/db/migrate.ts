import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations; several nodes starting at once take turns. */
export async function runMigrations(db: Database): Promise<void> {
  await withAdvisoryLock(db, 'migrations', () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}
