import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { IN_PLACE_BONUS, NEAR_BONUS } from './search-constants.ts';
import type { TextQuery } from './search-text-query.ts';

/**
 * How a search with words orders its candidates by relevance — the one place that says it:
 * 1. one for each word in `rank_vector`, which holds the title (weight A), the horse's name and
 *    breed (B) and its other attributes (C): a word in the description (D) only is a mention;
 * 2. plus IN_PLACE_BONUS for each synonym group of the words whose subcategories hold the ad
 *    (data/search-synonyms.ts): 'horse' puts horses above a trailer 'for two horses';
 * 3. plus NEAR_BONUS × how near each other all the words are in `rank_vector` (`ts_rank_cd`, cover
 *    density, scaled to 0–1): 'caballo PRE' in a title above a caballo with PRE in its attributes;
 * 4. plus each word's `ts_rank` over `rank_vector` (below one): the title weighs most, then the
 *    breed, then the other attributes;
 * then, on a tie, the ads in the reader's language, then the newest.
 * Reads the columns rank_vector, subcategory_key, language, published_at and id.
 */
export function relevanceScore(text: TextQuery): SQL {
  // Each word on its own: ts_rank of a whole query of ANDed alternatives weighs lexemes an ad may
  // not have at all ('yegua PRE' put stallions that cover mares above the mares).
  const found = text.clauses.map((clause) => sql`(rank_vector @@ ${clause}::tsquery)::int`);
  const weight = text.clauses.map((clause) => sql`ts_rank(rank_vector, ${clause}::tsquery)`);
  const boosts = text.rankedIn.map(
    (keys) => sql`${IN_PLACE_BONUS} * (subcategory_key = any(${sql.param(keys)}::text[]))::int`,
  );
  // All the words (also when only some must match); normalisation 32 scales to rank / (rank + 1).
  const near =
    text.clauses.length > 1
      ? [sql`${NEAR_BONUS} * ts_rank_cd(rank_vector, ${text.clauses.join(' & ')}::tsquery, 32)`]
      : [];
  return sql`(${sql.join([...found, ...boosts, ...near, ...weight], sql` + `)})`;
}

/** The order over rows that have `rank` (the score above), language, published_at and id. */
export function relevanceOrder(locale: Locale): SQL {
  return sql`rank desc, (language = ${locale}) desc, published_at desc, id desc`;
}
