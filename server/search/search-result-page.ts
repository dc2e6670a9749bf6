import { type SQL, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import type { SearchSort } from './search-form.ts';
import type { TextQuery } from './search-text-query.ts';

/**
 * Relevance ranks only the newest this-many matches: ranking every ad that holds a common word
 * ('caballo' in most of a million) cost ~1 s (DESIGN.md), and each ranked ad's vector is read
 * from TOAST (~10 µs): 500 keeps ranking near 5 ms. See docs/decisions/0014-search-engine.md.
 */
export const RANKED_CANDIDATES = 500;

/** The ids of one page of results, in the engine's order. */
export async function findResultPageIds(options: {
  where: SQL;
  text: TextQuery | null;
  sort: SearchSort;
  offset: number;
  limit: number;
}): Promise<string[]> {
  const { where, text, offset, limit } = options;
  let query: SQL;
  if (options.sort === 'relevance' && text) {
    const candidates = Math.max(RANKED_CANDIDATES, offset + limit);
    query = sql`with candidates as materialized (
        select id, published_at, rank_vector from search_ads where ${where}
        order by published_at desc limit ${candidates}
      )
      select id from candidates
      order by ts_rank(rank_vector, ${text.tsquery}::tsquery) desc, published_at desc, id desc
      limit ${limit} offset ${offset}`;
  } else {
    query = sql`select id from search_ads where ${where} order by ${ORDER[options.sort === 'relevance' ? 'newest' : options.sort]} limit ${limit} offset ${offset}`;
  }
  const { rows } = await getDb().execute<{ id: string }>(query);
  return rows.map((row) => row.id);
}

/** Each order matches an index of `search_ads` (schema-search.ts), nulls and directions included. */
const ORDER: Record<Exclude<SearchSort, 'relevance'>, SQL> = {
  newest: sql`published_at desc, id desc`,
  price_asc: sql`price asc nulls last, published_at desc nulls last, id`,
  price_desc: sql`price desc nulls last, published_at desc nulls last, id`,
};
