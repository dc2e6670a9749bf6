import type { SQL } from 'drizzle-orm';
import { getPlanReadDb, getReadDb, type ScanPlan } from '../db/client.ts';

/**
 * Runs a search statement with the scans chosen for it (scan-plan.ts), in sessions restricted to
 * them (`getPlanReadDb`), or planned freely when `plan` is null. The planner does not see what
 * testing the text vector of each row costs, nor what the bitmap of a common word, item or circle
 * costs:
 *
 * - `bitmap` (decision 0033): matches from an index's bitmap only. `search_ads` keeps the whole
 *   vector out of line, so a plan testing the vector row by row reads it from TOAST: 'yegua',
 *   newest 500 matches, walked 3,848 ads (3,893 buffers, 16–114 ms); from the text index's bitmap
 *   ANDed with a window of the newest ads, 288 buffers.
 * - `walk` (decision 0039): an ordered index walked, each row tested, until the LIMIT: for matches
 *   in a large share of the ads, whose bitmap grows with the table while the walk does not.
 *
 * The sessions carry the settings, so the statement is one round trip (a transaction with
 * `set_config` around it was four).
 */
export async function executePlanned<Row extends Record<string, unknown>>(
  query: SQL,
  plan: ScanPlan | null,
): Promise<Row[]> {
  const { rows } = await (plan ? getPlanReadDb(plan) : getReadDb()).execute<Row>(query);
  return rows as Row[];
}
