import { expect, vi } from 'vitest';
import { getPool } from '../../server/db/client.ts';

/** A job held back for longer than this (a retry's back-off) is not waited for. */
const HORIZON_SECONDS = 10;

/**
 * Resolves once pg-boss has nothing left to do in `queues`: no job waiting, retrying or running
 * that is due within the next 10 s. A handler queues its follow-up job before it completes, so a
 * chain of jobs (match → send → mail) is done when this resolves: what a test checks afterwards
 * ("still one mail") is the outcome, not a guess at how long the queue needs.
 */
export async function waitForJobsDone(queues: readonly string[], { timeout = 30_000 } = {}): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await getPool().query<{ name: string; state: string }>(
        `select name, state::text from pgboss.job
          where name = any($1) and state < 'completed' and start_after < now() + make_interval(secs => $2)`,
        [queues, HORIZON_SECONDS],
      );
      expect(rows, 'jobs not done yet').toEqual([]);
    },
    { timeout, interval: 100 },
  );
}
