import { getPool } from '../db/client.ts';
import type { QueueDepth } from '../infra/metrics.ts';

/**
 * Jobs waiting and running per queue, from the counts pg-boss keeps on its queue rows (refreshed
 * by whichever process runs the queue's maintenance): the same answer on every node, including
 * JOBS=off nodes that run no worker. No pg-boss schema yet: no queues.
 */
export async function readQueueDepths(): Promise<QueueDepth[]> {
  try {
    const { rows } = await getPool().query<{ name: string; queued: number; active: number }>(
      'select name, queued_count::int as queued, active_count::int as active from pgboss.queue order by name',
    );
    return rows.map((row) => ({ queue: row.name, queued: row.queued, active: row.active }));
  } catch {
    return [];
  }
}
