import { type SQL, sql } from 'drizzle-orm';
import { getReadDb } from '../db/client.ts';

/**
 * Runs a statement of a search with words allowing bitmap plans only. `search_ads` keeps the whole
 * vector out of line (decision 0033), so a plan that tests the vector row by row — walking the date
 * index for the newest matches, or a sequential scan stopping after the count bound — reads each
 * ad's vector from TOAST, a cost the planner does not see: 'yegua', newest 500 matches, walked
 * 3,848 ads (3,893 buffers, 16–114 ms); from the text index's bitmap ANDed with a window of the
 * newest ads, 288 buffers. In a transaction, so the settings end with the statement.
 */
export async function executeWordSearch<Row extends Record<string, unknown>>(query: SQL): Promise<Row[]> {
  return getReadDb().transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    const { rows } = await tx.execute<Row>(query);
    return rows as Row[];
  });
}
