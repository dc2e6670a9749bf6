import { type SQL, sql } from 'drizzle-orm';
import type { GeoPoint } from '../../common/geo/great-circle.ts';
import type { Locale } from '../../common/locale/locales.ts';
import type { SearchSort } from '../../common/search/search-form.ts';
import type { ScanPlan } from '../db/client.ts';
import { executePlanned } from './planned-statement.ts';
import { chooseWindowScan } from './scan-plan.ts';
import { RANKED_CANDIDATES } from './search-criteria.ts';
import { distanceOrder } from './search-radius.ts';
import { relevanceOrder, relevanceScore } from './search-ranking.ts';
import type { TextQuery } from './search-text-query.ts';
import { newestWindow, sliceAfterShortWindow } from './search-window.ts';

/** The ids of one page of results, in the engine's order. */
export async function findResultPageIds(options: {
  where: SQL;
  text: TextQuery | null;
  sort: SearchSort;
  offset: number;
  limit: number;
  /** The planner's estimate of the matches (for a word search's newest-ads window). */
  estimate: number | null;
  /**
   * The scans of the statements (scan-plan.ts): null plans freely, never for words; a walk needs
   * no window.
   */
  plan: ScanPlan | null;
  /**
   * The same conditions written for a walk (`searchConditions(…, { walking: true })`): given, a
   * window of the newest ads is walked when that costs less than the text index's bitmap.
   */
  walkingWhere?: SQL;
  /** Where distances are measured from (`distance` order): the search's town. */
  centre?: GeoPoint | null;
  /** The reader's language: on a tie in relevance, ads in it first. */
  locale: Locale;
}): Promise<string[]> {
  const { where, text, offset, limit, estimate, plan, walkingWhere, locale } = options;
  const sort = options.sort === 'relevance' && !text ? 'newest' : options.sort;
  // Around a town the matches are few (a town, or a circle of at most 200 km): sorted as they are.
  if (sort === 'distance') {
    const order = options.centre ? distanceOrder(options.centre) : ORDER.newest;
    const rows = await executePlanned<{ id: string }>(
      sql`select id from search_ads where ${where} order by ${order} limit ${limit} offset ${offset}`,
      plan,
    );
    return rows.map((row) => row.id);
  }
  // Words in newest order (relevance ranks the newest matches) look in a window of the newest ads first.
  if (text && estimate !== null && plan === 'bitmap' && (sort === 'relevance' || sort === 'newest')) {
    const need = sort === 'relevance' ? Math.max(RANKED_CANDIDATES, offset + limit) : offset + limit;
    const window = await newestWindow({ estimate, need });
    if (window) {
      const walk = walkingWhere && chooseWindowScan({ windowAds: window.ads, bitmap: estimate }) === 'walk';
      const found = await pageIds({
        where: sql`${walk ? walkingWhere : where} and ${window.condition}`,
        text,
        sort,
        offset,
        limit,
        plan: walk ? 'walk' : plan,
        locale,
      });
      if (found.matches >= need) return found.ids;
      // Short: the recent slice next, when the window's matches say it holds the page.
      const slice = await sliceAfterShortWindow({ window, found: found.matches, need });
      if (slice) {
        const again = await pageIds({
          where: sql`${where} and ${slice.condition}`,
          text,
          sort,
          offset,
          limit,
          plan,
          locale,
        });
        if (again.matches >= need) return again.ids;
      }
    }
  }
  return (await pageIds({ where, text, sort, offset, limit, plan, locale })).ids;
}

/** The page, and how many matches it was chosen from when that is known to be short of the page. */
async function pageIds(options: {
  where: SQL;
  text: TextQuery | null;
  sort: SearchSort;
  offset: number;
  limit: number;
  plan: ScanPlan | null;
  locale: Locale;
}): Promise<{ ids: string[]; matches: number }> {
  const { where, text, sort, offset, limit, plan, locale } = options;
  if (sort === 'relevance' && text) {
    const candidates = Math.max(RANKED_CANDIDATES, offset + limit);
    // One row at least: the count of the candidates, with no id when the page is past them (a
    // short window is then known for what it held, decision 0051).
    const rows = await executePlanned<{ id: string | null; candidates: number }>(
      sql`
      with candidates as materialized (
        select id, published_at, rank_vector, subcategory_key, language from search_ads where ${where}
        order by published_at desc limit ${candidates}
      )
      select page.id, counted.candidates from (select count(*)::int as candidates from candidates) as counted
      left join lateral (
        select id, row_number() over (order by ${relevanceOrder(locale)}) as at
        from (select id, published_at, language, ${relevanceScore(text)} as rank from candidates) as scored
        order by at limit ${limit} offset ${offset}
      ) as page on true
      order by page.at`,
      plan,
    );
    return { ids: rows.flatMap((row) => (row.id ? [row.id] : [])), matches: rows[0]?.candidates ?? 0 };
  }
  const order = sort === 'relevance' || sort === 'distance' ? ORDER.newest : ORDER[sort];
  const statement = sql`select id from search_ads where ${where} order by ${order} limit ${limit} offset ${offset}`;
  const rows = await executePlanned<{ id: string }>(statement, plan);
  // A full page means every match before its last one was there; a short one ends the window's
  // matches (all of them when it has a row: none of them may be past the offset).
  return { ids: rows.map((row) => row.id), matches: rows.length > 0 ? offset + rows.length : 0 };
}

/** Each order matches an index of `search_ads` (schema-search.ts), nulls and directions included. */
const ORDER: Record<Exclude<SearchSort, 'relevance' | 'distance'>, SQL> = {
  newest: sql`published_at desc, id desc`,
  price_asc: sql`price asc nulls last, published_at desc nulls last, id`,
  price_desc: sql`price desc nulls last, published_at desc nulls last, id`,
};
