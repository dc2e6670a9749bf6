import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { singleton } from '../infra/singleton.ts';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

interface DatabaseHandle {
  pool?: pg.Pool;
  db?: Database;
}

const handle = singleton<DatabaseHandle>('database', () => ({}));

/** Opens the pool once at start-up; every module then reaches it through `getDb()`. */
export function connectDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its server (restart, failover): the pool replaces it; /readyz reports it.
  });
  handle.pool = pool;
  handle.db = drizzle(pool, { schema, casing: 'snake_case' });
  return handle.db;
}

export function getDb(): Database {
  if (!handle.db) throw new Error('The database is not connected yet');
  return handle.db;
}

export function getPool(): pg.Pool {
  if (!handle.pool) throw new Error('The database is not connected yet');
  return handle.pool;
}

export async function closeDatabase(): Promise<void> {
  await handle.pool?.end();
  handle.pool = undefined;
  handle.db = undefined;
}

/** True when the database answers a trivial query within `timeoutMs`. */
export async function isDatabaseReachable(timeoutMs = 2000): Promise<boolean> {
  if (!handle.pool) return false;
  const ping = handle.pool.query('select 1').then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
  return Promise.race([ping, timeout]);
}
