import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { logger } from '../infra/logger.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { PRUNE_BATCH } from './search-constants.ts';

/**
 * Deletes the search rows of ads whose time has passed since they were written (a write leaves an
 * expired ad out already: drizzle/0025_search_ads_unexpired.sql); returns how many left.
 */
export async function pruneExpiredSearchRows(batch = PRUNE_BATCH): Promise<number> {
  let pruned = 0;
  for (;;) {
    const { rows } = await getDb().execute<{ count: number }>(sql`
      with gone as (
        delete from search_ads where id in (
          select id from search_ads where expires_at <= now() limit ${batch}
        ) returning 1
      )
      select count(*)::int as count from gone`);
    const count = rows[0]?.count ?? 0;
    pruned += count;
    if (count < batch) return pruned;
  }
}

/** Registered in server/jobs/job-list.ts: every hour (ads expire by the day), and when a node starts. */
export const expiredSearchRowJobs: JobDefinition[] = [
  {
    name: 'search-prune-expired',
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 1_800 },
    schedules: [{ key: 'hourly', cron: '23 * * * *' }],
    startWith: {},
    handle: async () => {
      const pruned = await pruneExpiredSearchRows();
      if (pruned > 0) logger.info({ pruned }, 'expired ads left the search table');
    },
  },
];
