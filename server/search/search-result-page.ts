import { type SQL, sql } from 'drizzle-orm';
import type { SearchSort } from '../../common/search/search-form.ts';
import { getReadDb } from '../db/client.ts';
import { searchConditions, searchTown } from './search-conditions.ts';
import { RANKED_CANDIDATES } from './search-constants.ts';
import type { AdSearchCriteria } from './search-criteria.ts';
import { distanceOrder } from './search-radius.ts';
import { relevanceOrder, relevanceScore } from './search-ranking.ts';
import type { TextQuery } from './search-text-query.ts';

/** Each order matches an index of `search_ads` (drizzle/0019_search_table.sql), nulls and directions included. */
const NEWEST = sql`published_at desc, id desc`;
const ORDER: Partial<Record<SearchSort, SQL>> = {
  price_asc: sql`price asc nulls last, published_at desc nulls last, id`,
  price_desc: sql`price desc nulls last, published_at desc nulls last, id`,
};

/**
 * The ids of one page of results, in the engine's order: one statement, planned by PostgreSQL.
 * Relevance ranks the newest RANKED_CANDIDATES matches of the words (search-ranking.ts); without
 * words it is newest first. Distance is from the search's town.
 */
export async function findResultPageIds(criteria: AdSearchCriteria, text: TextQuery | null): Promise<string[]> {
  const { sort, page, pageSize: limit, locale } = criteria;
  const where = searchConditions(criteria, text);
  const offset = (page - 1) * limit;
  const centre = searchTown(criteria);
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
    const order = sort === 'distance' && centre ? distanceOrder(centre) : (ORDER[sort] ?? NEWEST);
    statement = sql`select id from search_ads where ${where} order by ${order} limit ${limit} offset ${offset}`;
  }
  const { rows } = await getReadDb().execute<{ id: string }>(statement);
  return rows.map((row) => row.id);
}
