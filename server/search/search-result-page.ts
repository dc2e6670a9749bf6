import { type SQL, sql } from 'drizzle-orm';
import type { GeoPoint } from '../../common/geo/great-circle.ts';
import type { Locale } from '../../common/locale/locales.ts';
import type { SearchSort } from '../../common/search/search-form.ts';
import { getReadDb } from '../db/client.ts';
import { RANKED_CANDIDATES } from './search-constants.ts';
import { distanceOrder } from './search-radius.ts';
import { relevanceOrder, relevanceScore } from './search-ranking.ts';
import type { TextQuery } from './search-text-query.ts';

/** Each order matches an index of `search_ads` (drizzle/0019_search_table.sql), nulls and directions included. */
const ORDER: Record<Exclude<SearchSort, 'relevance' | 'distance'>, SQL> = {
  newest: sql`published_at desc, id desc`,
  price_asc: sql`price asc nulls last, published_at desc nulls last, id`,
  price_desc: sql`price desc nulls last, published_at desc nulls last, id`,
};

/**
 * The ids of one page of results, in the engine's order: one statement, planned by PostgreSQL.
 * Relevance ranks the newest RANKED_CANDIDATES matches of the words (search-ranking.ts); without
 * words it is newest first. Distance is from `centre`, the search's town.
 */
export async function findResultPageIds(options: {
  where: SQL;
  text: TextQuery | null;
  sort: SearchSort;
  offset: number;
  limit: number;
  centre?: GeoPoint | null;
  /** The reader's language: on a tie in relevance, ads in it first. */
  locale: Locale;
}): Promise<string[]> {
  const { where, text, sort, offset, limit, centre, locale } = options;
  let statement: SQL;
  if (sort === 'relevance' && text) {
    statement = sql`
      select id from (
        select id, published_at, language, ${relevanceScore(text)} as rank from (
          select id, published_at, rank_vector, subcategory_key, language from search_ads where ${where}
          order by published_at desc limit ${Math.max(RANKED_CANDIDATES, offset + limit)}
        ) as candidates
      ) as scored
      order by ${relevanceOrder(locale)} limit ${limit} offset ${offset}`;
  } else {
    const order =
      sort === 'distance' && centre
        ? distanceOrder(centre)
        : ORDER[sort === 'relevance' || sort === 'distance' ? 'newest' : sort];
    statement = sql`select id from search_ads where ${where} order by ${order} limit ${limit} offset ${offset}`;
  }
  const { rows } = await getReadDb().execute<{ id: string }>(statement);
  return rows.map((row) => row.id);
}
