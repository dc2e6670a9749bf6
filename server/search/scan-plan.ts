import type { ScanPlan } from '../db/client.ts';
import { type AdSearchCriteria, everyAd, hasItems, hasScopedItems, RANKED_CANDIDATES } from './search-criteria.ts';
import { EXACT_COUNT_LIMIT } from './search-facets.ts';
import type { TextQuery } from './search-text-query.ts';

/**
 * Measured costs (µs, warm, 100k ads; docs/decisions/0039-walk-common-matches.md): testing one
 * row of an ordered walk (a word's vector from the heap or TOAST; a tag or a point costs less),
 * and adding one match to an index's bitmap.
 */
const WALK_ROW_US = 1.9;
const BITMAP_MATCH_US = 0.4;
/**
 * A bitmap of fewer entries costs a few ms at most (measured at 100k ads): nothing to win by walking,
 * and in the bench's filter searches at 100k the walks of their facet counts cost ~3 ms more.
 */
const MIN_BITMAP_TO_WALK = 20_000;
/** An ad in a box of the location index, read and then sorted for a newest-first page (1M ads). */
const CIRCLE_MATCH_US = 5;

/**
 * Whether a search finds its matches through an index's bitmap: words (the text index), a radius
 * (the location index) or filter items (the tags' index). The others walk a date, price or place
 * index already.
 */
export function usesBitmap(criteria: AdSearchCriteria, text: TextQuery | null): boolean {
  return text !== null || hasRadius(criteria) || hasItems(criteria);
}

/** A radius around a town replaces the community, province and town (search-conditions.ts). */
function hasRadius(criteria: AdSearchCriteria): boolean {
  return criteria.radiusKm !== null && criteria.townId !== null;
}

/** The rows a walk of `range` ads tests to find `need` of `estimate` matches spread through them. */
function rowsWalked(estimate: number, range: number, need: number): number {
  return Math.min(range, (need * range) / estimate);
}

/**
 * How a search with a bitmap finds its matches. `bitmap` builds the bitmap of every match (twice:
 * page and counts run side by side), which grows with the table; `walk` reads the newest ads of
 * its range in order (all of them, or a category's, a province's… through their date indexes),
 * testing each, until the count's sample and the ranked candidates are found, which costs the same
 * at any size for the same share of matches. The walk wins for matches in a large share of their
 * range ('años': a third of the ads at 100k, a tenth at 1M).
 */
export function chooseScanPlan(options: {
  /** The planner's estimate of the search's matches. */
  estimate: number;
  /** The planner's count of the visible ads (`search_ads`). */
  rows: number;
  /** The planner's estimate of the ads in the range walked (`walkRange`); all of them by default. */
  range?: number;
  /**
   * The planner's estimate of the bitmap's entries (`bitmapPart`: the words, items or circle
   * alone); the matches by default.
   */
  bitmap?: number;
  /**
   * The share of the bitmap's entries read: the recent slice's when its indexes hold the search's
   * sample and page (recent-slice.ts); all of them by default.
   */
  bitmapShare?: number;
}): ScanPlan {
  const { estimate, rows } = options;
  const range = Math.min(rows, options.range ?? rows);
  const bitmap = Math.max(estimate, options.bitmap ?? estimate) * (options.bitmapShare ?? 1);
  if (estimate <= 0 || range <= 0 || bitmap < MIN_BITMAP_TO_WALK) return 'bitmap';
  const walked = rowsWalked(estimate, range, EXACT_COUNT_LIMIT + 1 + RANKED_CANDIDATES);
  return walked * WALK_ROW_US < 2 * bitmap * BITMAP_MATCH_US ? 'walk' : 'bitmap';
}

/**
 * How the page of a word search reads its window of the newest ads (search-window.ts): the text
 * index's bitmap of every match ANDed with the window's dates, or a walk of the window, newest
 * first, testing each ad until the page's candidates are found (at worst every ad of the window).
 * For a window narrower than the recent slice the planner ANDs the whole text index: at 1M ads
 * 'castr:*' (118,481 ads) took 51 ms where testing the window's 8,682 ads took 12–14 ms.
 */
export function chooseWindowScan(options: {
  /** The planner's count of the ads in the window, matching or not. */
  windowAds: number;
  /** The planner's estimate of the bitmap's entries: the search's matches. */
  bitmap: number;
}): ScanPlan {
  return options.windowAds * WALK_ROW_US < options.bitmap * BITMAP_MATCH_US ? 'walk' : 'bitmap';
}

/**
 * The part of a search its bitmap is built from: the words, the filter items and the radius alone
 * (a bitmap holds every ad they match, whatever else the search asks), or null when that is the
 * whole search but for its type, sold and expiry. With `words`, also the province and the
 * subcategory: the text index holds them beside the words (`gin(search_vector, province_id,
 * subcategory_key)`), so its scan ANDs them in before any ad is added to the bitmap ('caballo' in
 * Alicante at 1M ads: 5,491 entries in 7 ms, where the word alone has ~400,000; decision 0052).
 */
export function bitmapPart(criteria: AdSearchCriteria, options: { words?: boolean } = {}): AdSearchCriteria | null {
  const radius = hasRadius(criteria);
  // Items within a subcategory are read from the scoped index: the subcategory is in their bitmap.
  const subcategoryKey = hasScopedItems(criteria) || options.words ? criteria.subcategoryKey : null;
  const provinceId = options.words && !radius ? criteria.provinceId : null;
  const part: AdSearchCriteria = {
    ...criteria,
    type: 'all',
    countryCode: null,
    categoryKey: null,
    subcategoryKey,
    communityId: null,
    provinceId,
    townId: radius ? criteria.townId : null,
    withPrice: false,
    priceMin: null,
    priceMax: null,
    includeSold: true,
    hideReserved: false,
  };
  const narrowed =
    [criteria.countryCode, criteria.categoryKey].some((field) => field !== null) ||
    criteria.subcategoryKey !== subcategoryKey ||
    (!radius && (criteria.communityId !== null || criteria.provinceId !== provinceId || criteria.townId !== null)) ||
    criteria.withPrice ||
    criteria.priceMin !== null ||
    criteria.priceMax !== null;
  return narrowed ? part : null;
}

/**
 * Whether the text index's bitmap of a search's words is cut by a field it holds beside them (the
 * province or subcategory, `bitmapPart(…, { words: true })`): the words' prefixes are then read
 * whole all the same (a prefix's terms are gathered into a bitmap of their own before the other
 * fields are ANDed in: 'ideal:*' in one province, 1,538 entries in 20 ms, as 'ideal:*' alone).
 */
export function textIndexNarrows(criteria: AdSearchCriteria): boolean {
  return criteria.subcategoryKey !== null || (criteria.provinceId !== null && !hasRadius(criteria));
}

/**
 * The fields of a search that a walk's date index narrows to (category, subcategory, country and,
 * without a radius, community, province and town: `search_ads` has a newest-first index for each),
 * or null when the walk reads through all the ads.
 */
export function walkRange(criteria: AdSearchCriteria): AdSearchCriteria | null {
  const radius = hasRadius(criteria);
  const { categoryKey, subcategoryKey, countryCode } = criteria;
  const range: AdSearchCriteria = {
    ...everyAd(criteria),
    categoryKey,
    subcategoryKey,
    countryCode,
    communityId: radius ? null : criteria.communityId,
    provinceId: radius ? null : criteria.provinceId,
    townId: radius ? null : criteria.townId,
  };
  const narrowed = [range.categoryKey, range.subcategoryKey, range.countryCode, range.communityId, range.provinceId];
  return narrowed.some((field) => field !== null) || range.townId !== null ? range : null;
}

/**
 * The page of a radius search, newest first: from the location index, every ad in the circle is
 * read and sorted (a 100 km circle at 1M ads: 25,000 ads, ~300 ms); a walk of the newest ads of
 * the range stops at the page's last ad. Its counts need neither: the location index gives the
 * first ads it finds, up to the sample, in a few ms (the planner's own plan).
 */
export function chooseCircleScans(options: {
  estimate: number;
  rows: number;
  range?: number;
  /** The ads the page needs: its offset and its size. */
  need: number;
}): ScanPlan {
  const { estimate, rows, need } = options;
  const range = Math.min(rows, options.range ?? rows);
  if (estimate <= 0 || range <= 0) return 'bitmap';
  return rowsWalked(estimate, range, need) * WALK_ROW_US < estimate * CIRCLE_MATCH_US ? 'walk' : 'bitmap';
}

/**
 * The page alone, when its statement can walk an ordered index instead of the bitmap of every
 * match: the index's ads (`range`) are read in the page's order, each tested, until the page's last
 * match; or the bitmap is built and its matches sorted. The page needs `need` matches, where the
 * counts need a sample of 1,001, so it walks sooner than they do:
 *
 * - in price order in a place, the price index of all ads (there is none for a place), whose
 *   `range` is every ad, while the counts walk the place's dates;
 * - filter items, the newest or cheapest of their category or subcategory: children's ponies of
 *   two heights at 1M ads, a page walked in 0.3 ms, from the bitmap of 12,124 in 43 ms
 *   (decision 0052).
 */
export function choosePageScan(options: { estimate: number; range: number; need: number; bitmap?: number }): ScanPlan {
  const { estimate, range, need } = options;
  const bitmap = Math.max(estimate, options.bitmap ?? estimate);
  if (estimate <= 0 || range <= 0) return 'bitmap';
  return rowsWalked(estimate, range, need) * WALK_ROW_US < bitmap * BITMAP_MATCH_US ? 'walk' : 'bitmap';
}
