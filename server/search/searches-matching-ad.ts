import { type SQL, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { searchConditions } from './search-conditions.ts';
import { ALERT_CHUNK } from './search-constants.ts';
import type { AdSearchCriteria } from './search-criteria.ts';
import { buildTextQuery } from './search-text-query.ts';
import { splitSearchWords } from './search-words.ts';

/**
 * Which of `searches` would list the ad `adId` right now: each search's own WHERE clause
 * (`searchConditions`, the engine's) applied to that one row, so an alert and the search page can
 * never disagree. Words match as typed (no typo correction: an alert is not a rescue of an empty
 * page). Returns the matching searches' keys.
 */
export async function findSearchesMatchingAd(options: {
  adId: string;
  searches: { key: string; criteria: AdSearchCriteria }[];
}): Promise<string[]> {
  const checks: SQL[] = [];
  for (const search of options.searches) {
    const text = await buildTextQuery(splitSearchWords(search.criteria.q));
    // Words that are all stop words leave no text query; the search page then lists everything too.
    const where = searchConditions(search.criteria, text);
    checks.push(
      sql`select ${search.key}::text as key where exists (select 1 from search_ads where id = ${options.adId}::uuid and ${where})`,
    );
  }
  const matched: string[] = [];
  for (let start = 0; start < checks.length; start += ALERT_CHUNK) {
    const union = sql.join(checks.slice(start, start + ALERT_CHUNK), sql` union all `);
    const { rows } = await getDb().execute<{ key: string }>(union);
    matched.push(...rows.map((row) => row.key));
  }
  return matched;
}
