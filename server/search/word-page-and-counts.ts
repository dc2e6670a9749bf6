import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import type { SearchSort } from '../../common/search/search-form.ts';
import { executePlanned } from './planned-statement.ts';
import { RANKED_CANDIDATES } from './search-criteria.ts';
import {
  COLUMN_SQL,
  EXACT_COUNT_LIMIT,
  type FacetColumn,
  type FacetRow,
  type FacetSample,
  sampleOf,
} from './search-facets.ts';
import { relevanceOrder, relevanceScore } from './search-ranking.ts';
import type { TextQuery } from './search-text-query.ts';

/** The page's ids and the count over the search itself, from one statement. */
export interface PageAndCounts {
  /** Null when the matches read were not enough for the page: it is then found on its own. */
  ids: string[] | null;
  base: FacetSample;
}

/**
 * A search with words expected to match few ads: its page and its counts from ONE pass over the
 * text index. The text index's bitmap of a word is the largest cost of a search (a word in 16,000
 * of 100k ads: 2–6 ms, twice that with a prefix), and the page and the counts each built it.
 * When the planner expects at most EXACT_COUNT_LIMIT matches, the bounded count pass (as before)
 * also reads what the page sorts on; when the bound is not reached these are all the matches, so
 * the page (any order) comes from them exactly. Past the bound the counts stand (an estimate, as
 * before) and `ids` is null: the caller finds the page on its own. Null when more are expected:
 * page and counts then run side by side, as before — one pass over a window of the newest ads
 * was measured: no less CPU, and a slower wall clock (docs/decisions/0037-search-one-pass.md).
 */
export async function findPageAndCounts(options: {
  where: SQL;
  text: TextQuery;
  sort: SearchSort;
  offset: number;
  limit: number;
  estimate: number;
  /** The columns counted over the search itself (`facetDimensions(…).shared`). */
  columns: FacetColumn[];
  /** The reader's language: on a tie in relevance, ads in it first. */
  locale: Locale;
}): Promise<PageAndCounts | null> {
  const { where, text, sort, offset, limit, estimate, columns, locale } = options;
  if (estimate > EXACT_COUNT_LIMIT) return null;
  const rows = await pageAndCounts({
    matches: sql`${where} limit ${EXACT_COUNT_LIMIT + 1}`,
    text,
    sort,
    offset,
    limit,
    columns,
    locale,
  });
  const base = sampleOf(rows.counts);
  return { ids: base.sampled ? null : rows.ids, base };
}

/** The page in each order, over the CTE `matches`; ties as in search-result-page.ts. */
function pageSql(
  sort: SearchSort,
  text: TextQuery,
  offset: number,
  limit: number,
  locale: Locale,
): { rows: SQL; order: SQL } {
  if (sort === 'relevance') {
    const candidates = Math.max(RANKED_CANDIDATES, offset + limit);
    const order = relevanceOrder(locale);
    return {
      rows: sql`
        select id, price, published_at, language, ${relevanceScore(text)} as rank
        from (select id, price, published_at, rank_vector, subcategory_key, language from matches
          order by published_at desc limit ${candidates}) as candidates
        order by ${order} limit ${limit} offset ${offset}`,
      order,
    };
  }
  // Distance is never asked here (search-ads.ts sorts it apart): newest keeps the type whole.
  const order = PAGE_ORDER[sort === 'distance' ? 'newest' : sort];
  return {
    rows: sql`select id, price, published_at from matches order by ${order} limit ${limit} offset ${offset}`,
    order,
  };
}

/** As search-result-page.ts's orders, over the CTE's columns. */
const PAGE_ORDER: Record<Exclude<SearchSort, 'relevance' | 'distance'>, SQL> = {
  newest: sql`published_at desc, id desc`,
  price_asc: sql`price asc nulls last, published_at desc nulls last, id`,
  price_desc: sql`price desc nulls last, published_at desc nulls last, id`,
};

async function pageAndCounts(options: {
  /** The conditions (and bound) of the matches read. */
  matches: SQL;
  text: TextQuery;
  sort: SearchSort;
  offset: number;
  limit: number;
  columns: FacetColumn[];
  locale: Locale;
}): Promise<{ ids: string[]; counts: FacetRow[] }> {
  const { matches, text, sort, offset, limit, columns, locale } = options;
  const parts = [sql`select 'all' as dimension, null as key, count(*)::int as count from matches`];
  for (const column of columns) parts.push(COLUMN_SQL[column]);
  // The page's rows are numbered into `count`, in the page's own order, through the union.
  const page = pageSql(sort, text, offset, limit, locale);
  parts.push(
    sql`select 'page', id::text, (row_number() over (order by ${page.order}))::int from (${page.rows}) as page`,
  );
  const rows = await executePlanned<FacetRow | { dimension: 'page'; key: string; count: number }>(
    sql`
    with matches as materialized (
      select id, published_at, price, rank_vector, subcategory_key, province_id, filter_tags, language
      from search_ads where ${matches}
    )
    ${sql.join(parts, sql` union all `)}`,
    'bitmap',
  );
  const ids: { id: string; at: number }[] = [];
  const counts: FacetRow[] = [];
  for (const row of rows) {
    if (row.dimension === 'page') ids.push({ id: row.key, at: row.count });
    else counts.push(row);
  }
  return { ids: ids.sort((a, b) => a.at - b.at).map((each) => each.id), counts };
}
