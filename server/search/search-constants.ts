/** Every tuning constant of the search engine (docs/decisions/0086-how-search-works.md). */

/** Results per page of a search or browse page. */
export const SEARCH_PAGE_SIZE = 24;
/** Pages past this are not offered (the form's page parameter stops there too). */
export const MAX_PAGES = 1000;

/** At most this many typed words take part; the rest of a pasted essay is ignored. */
export const MAX_WORDS = 12;
export const MAX_WORD_LENGTH = 40;
/** A last word this short matches too much as a prefix ('a' → everything): it must match whole. */
export const MIN_PREFIX_LENGTH = 3;
/** Words whose lexemes are kept in memory (they depend only on the word and the configurations). */
export const MAX_CACHED_WORDS = 20_000;

/** Relevance ranks the newest this-many matches of the words (ranking every match of 'caballo' does not pay). */
export const RANKED_CANDIDATES = 500;
/** Ranking: an ad listed where the words' thing is listed (a synonym group's subcategories). */
export const IN_PLACE_BONUS = 2;
/** Ranking: all the words near each other in the title and attributes (ts_rank_cd, 0–1) times this. */
export const NEAR_BONUS = 1;

/**
 * The total and facets are counted exactly over at most this many matches; past it, over this
 * many, scaled to the planner's estimate of the total and flagged as estimates.
 */
export const EXACT_COUNT_LIMIT = 1_000;
/** Estimated counts are kept this long (exact ones are always fresh, so a new ad shows at once). */
export const FACET_CACHE_MS = 30_000;
export const FACET_CACHE_ENTRIES = 2_000;

/** Shorter words have too few letters to be corrected with any confidence. */
export const MIN_CORRECTED_LENGTH = 4;
/** Words of live ads read per misspelt word, nearest first: the first that is not a place is taken. */
export const LIVE_CANDIDATES = 8;
/** A synonym's stem from another language than the term's, shorter than this, matches too much ('and'). */
export const MIN_FOREIGN_STEM = 4;

/** Saved searches checked against a new ad per statement. */
export const ALERT_CHUNK = 200;
/** Expired rows deleted per statement by the hourly job. */
export const PRUNE_BATCH = 5_000;
