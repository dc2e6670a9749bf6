import type { Database } from './client.ts';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name`, so that app nodes
 * starting together migrate and seed one at a time. The lock lives on one pooled connection.
 */
export async function withAdvisoryLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}
