import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getPool } from '../../server/db/client.ts';
import { sendJob, startJobQueue, stopJobQueue } from '../../server/jobs/job-queue.ts';

/**
 * The job queue keeps connections of its own (docs/decisions/0060-busy-answer.md): with every
 * connection of the process's pool taken by a busy site, jobs are still sent (and worked).
 */
let handled = 0;

beforeAll(async () => {
  const handle = async () => {
    handled += 1;
  };
  await startJobQueue({ jobs: [{ name: 'pool-test', work: { pollingIntervalSeconds: 0.5 }, handle }] });
});

afterAll(async () => {
  await stopJobQueue();
});

test('a job is sent and worked while the site’s pool has no free connection', async () => {
  const pool = getPool();
  const held: pg.PoolClient[] = [];
  try {
    while (pool.totalCount < (pool.options.max ?? 10) || pool.idleCount > 0) held.push(await pool.connect());
    expect(await sendJob('pool-test', {})).toBe(true);
    await expect.poll(() => handled, { timeout: 10_000 }).toBe(1);
  } finally {
    for (const client of held) client.release();
  }
});
