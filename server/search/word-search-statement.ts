import type { SQL } from 'drizzle-orm';
import { getBitmapReadDb } from '../db/client.ts';

/**
 * Runs a statement of a search with words allowing bitmap plans only. `search_ads` keeps the whole
 * vector out of line (decision 0033), so a plan that tests the vector row by row — walking the date
 * index for the newest matches, or a sequential scan stopping after the count bound — reads each
 * ad's vector from TOAST, a cost the planner does not see: 'yegua', newest 500 matches, walked
 * 3,848 ads (3,893 buffers, 16–114 ms); from the text index's bitmap ANDed with a window of the
 * newest ads, 288 buffers. The sessions of `getBitmapReadDb` carry the settings, so the statement
 * is one round trip (a transaction with `set_config` around it was four).
 */
export async function executeWordSearch<Row extends Record<string, unknown>>(query: SQL): Promise<Row[]> {
  const { rows } = await getBitmapReadDb().execute<Row>(query);
  return rows as Row[];
}
