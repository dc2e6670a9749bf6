import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { singleton } from '../infra/singleton.ts';
import * as schema from './tables.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or an open transaction: an area's function given one joins the caller's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

interface DatabaseHandle {
  pool?: pg.Pool;
  db?: Database;
  /** A read-only replica (DATABASE_REPLICA_URL), for queries that may lag the primary a little. */
  replicaPool?: pg.Pool;
  replicaDb?: Database;
}

/** Connections to the replica say so in pg_stat_activity (the scale-out test looks for it). */
export const REPLICA_APPLICATION_NAME = 'galope-read';

const handle = singleton<DatabaseHandle>('database', () => ({}));

/**
 * A pool that outlives its server's restarts (docs/decisions/0034-database-outage.md): a lost
 * idle client is dropped and the next query opens a new one; a connect waits at most
 * `CONNECT_TIMEOUT_MS`, so a request during an outage ends in a 503, not a hang.
 */
export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
  pool.on('error', () => {
    // An idle client lost its server (restart, failover): the pool replaces it; /readyz reports it.
  });
  pool.on('connect', (client) => {
    // A client checked out (a transaction between two queries, a LISTEN) has no listener of the
    // pool's: the server's goodbye would be an unhandled 'error' and end the process. Its query
    // fails instead, and the caller answers 503.
    client.on('error', () => {});
  });
  return pool;
}

/** Long enough for a busy server's connect, short enough for a visitor to get an answer. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the pool once at start-up; every module then reaches it through `getDb()`. A process
 * serving pages keeps the connections it opened (`keepConnections`,
 * docs/decisions/0094-kept-connections.md): a crowd after a quiet spell does not open
 * them all again at once on a loaded machine, where a connection took longer than its 5 s.
 */
export function connectDatabase(
  url: string,
  { keepConnections = false }: { keepConnections?: boolean } = {},
): Database {
  handle.db = openDatabase(url, { keepConnections });
  handle.pool = handle.db.$client;
  return handle.db;
}

/**
 * A pool of its own, not the process's (`getDb()`): for tools that work on another database than
 * the site's, such as a restore into a new one. The caller ends it (`db.$client.end()`).
 */
export function openDatabase(
  url: string,
  { max = 10, keepConnections = false }: { max?: number; keepConnections?: boolean } = {},
): Database {
  return drizzle(resilientPool({ connectionString: url, max, ...keepOpen(max, keepConnections) }), {
    schema,
    casing: 'snake_case',
  });
}

/** pg's `min`: idle connections up to it are not closed after `idleTimeoutMillis` (10 s). */
function keepOpen(max: number, keepConnections: boolean): pg.PoolConfig {
  return keepConnections ? { min: max } : {};
}

/**
 * Sends `getReadDb()`'s queries to a read-only replica (a streaming standby of the primary). Only
 * reads that may trail the primary by the replication lag go there: the search, never a page
 * that must show what its visitor has just written.
 */
export function connectReplica(url: string): Database {
  const pool = resilientPool({
    connectionString: url,
    max: 10,
    application_name: REPLICA_APPLICATION_NAME,
    ...keepOpen(10, true),
  });
  handle.replicaPool = pool;
  handle.replicaDb = drizzle(pool, { schema, casing: 'snake_case' });
  return handle.replicaDb;
}

/** The replica when one is configured, else the primary: for read-only queries that may lag. */
export function getReadDb(): Database {
  return handle.replicaDb ?? getDb();
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
  await Promise.all([handle.pool?.end(), handle.replicaPool?.end()]);
  handle.pool = undefined;
  handle.db = undefined;
  handle.replicaPool = undefined;
  handle.replicaDb = undefined;
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
