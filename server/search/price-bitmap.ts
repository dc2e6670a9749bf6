import { searchConditions } from './search-conditions.ts';
import { type AdSearchCriteria, everyAd } from './search-criteria.ts';
import { estimateMatches, tableStatistics } from './search-window.ts';

/**
 * Measured costs (µs, warm): adding one entry of a price index to a bitmap (1M ads: 293,103 entries
 * in 31 ms), and visiting one row of `search_ads` in a count's bitmap heap scan to test its price.
 */
const PRICE_ENTRY_US = 0.1;
const HEAP_ROW_US = 2;

/** Whether the search has a price range (or asks for a price). */
export function hasPriceRange(criteria: AdSearchCriteria): boolean {
  return criteria.withPrice || criteria.priceMin !== null || criteria.priceMax !== null;
}

/**
 * Whether a count reading a bitmap (words, items or a radius) should AND it with the price index's
 * bitmap. Without it, the heap scan tests the price of each match it visits until it has `need`
 * (or has read them all): a word in 40,000 ads with a narrow range visits most of them. With it,
 * the price index adds every ad in the range to a bitmap first, which costs what the range holds
 * of the whole table. `matches`: the planner's estimate of the count's matches, price included;
 * taken as independent of the price, the word's own matches are `matches / share`.
 */
export function priceBitmapPays(options: {
  matches: number;
  /** The planner's share of the ads in the price range (0–1). */
  share: number;
  rows: number;
  need: number;
}): boolean {
  const { matches, share, rows, need } = options;
  if (share <= 0 || share >= 1 || matches <= 0) return false;
  const visitedWithout = Math.min(matches / share, need / share);
  const visitedWith = Math.min(matches, need);
  return share * rows * PRICE_ENTRY_US < (visitedWithout - visitedWith) * HEAP_ROW_US;
}

/** The planner's share of the ads within the search's price range, and its count of the ads. */
export async function priceRangeShare(criteria: AdSearchCriteria): Promise<{ share: number; rows: number }> {
  const { withPrice, priceMin, priceMax } = criteria;
  const priceOnly: AdSearchCriteria = { ...everyAd(criteria), withPrice, priceMin, priceMax };
  const [inRange, { rows }] = await Promise.all([
    estimateMatches(searchConditions(priceOnly, null, { estimating: true })),
    tableStatistics(),
  ]);
  return { share: rows > 0 ? Math.min(1, inRange / rows) : 1, rows };
}
