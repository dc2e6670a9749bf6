import { sql } from 'drizzle-orm';
import type { ScanPlan } from '../db/client.ts';
import { recentSlice, sliceSamples } from './recent-slice.ts';
import {
  bitmapPart,
  chooseCircleScans,
  choosePageScan,
  chooseScanPlan,
  textIndexNarrows,
  usesBitmap,
  walkRange,
} from './scan-plan.ts';
import { appliedFilters, type FacetDimension, searchConditions } from './search-conditions.ts';
import { type AdSearchCriteria, hasItems, hasScopedItems } from './search-criteria.ts';
import { estimateSearch } from './search-estimate.ts';
import { EXACT_COUNT_LIMIT } from './search-facets.ts';
import type { TextQuery } from './search-text-query.ts';
import { estimateMatches, tableStatistics } from './search-window.ts';

const ESTIMATING = { estimating: true };

export interface SearchScans {
  /** The planner's estimate of the matches, for a search with a bitmap (else null). */
  estimate: number | null;
  /** The scans of the page's statement (null: planned freely, never for words). */
  page: ScanPlan | null;
  /** The scans of the counts' statements (null: planned freely, never for words). */
  counts: ScanPlan | null;
}

/**
 * The scans of a search (scan-plan.ts): words, a radius or filter items either build their index's
 * bitmap or walk the newest ads of the search's range. Words never plan freely (decision 0033); a
 * radius or filter items do unless they walk. A search with a bitmap costs one estimate, and up to
 * two more when other fields narrow it (the range a walk reads, the bitmap's own size).
 */
export async function planScans(
  criteria: AdSearchCriteria,
  text: TextQuery | null,
  need: number,
): Promise<SearchScans> {
  if (!usesBitmap(criteria, text)) return { estimate: null, page: null, counts: null };
  const range = walkRange(criteria);
  // The text index reads every word's list of ads, whatever their intersection.
  const anyWord = text && text.anyTsquery !== text.tsquery ? { ...text, tsquery: text.anyTsquery } : text;
  const part = bitmapPart(criteria, { words: text !== null }) ?? (anyWord !== text ? criteria : null);
  // Words in a province or subcategory: the text index ANDs these in, but reads the prefixes whole
  // ('anos':* in 283,060 ads: 27 ms for 'años' in one province, where 'an' | 'ano' took 0.6).
  const prefixes = text?.prefixTsquery && textIndexNarrows(part ?? criteria) ? text.prefixTsquery : null;
  const [estimate, { rows }, slice, rangeRows, partRows, prefixRows] = await Promise.all([
    estimateSearch(criteria, text),
    tableStatistics(),
    recentSlice(),
    range ? estimateMatches(searchConditions(range, null, ESTIMATING)) : undefined,
    part ? estimateSearch(part, anyWord) : undefined,
    prefixes ? estimateMatches(sql`search_vector @@ ${prefixes}::tsquery`) : 0,
  ]);
  const bitmapRows = partRows === undefined && prefixRows === 0 ? undefined : (partRows ?? estimate) + prefixRows;
  if (!text && !hasItems(criteria)) {
    // A radius alone: its counts take the first ads the location index finds, planned freely. In a
    // range (a subcategory…) the planner ANDs the location index's box, which it expects to hold a
    // few hundred ads, with the range's: 120,778 in a 200 km box at 1M ads, 25–60 ms for a sample
    // that a walk of the subcategory's newest ads finds in a few (decision 0052).
    const page = chooseCircleScans({ estimate, rows, range: rangeRows, need });
    const counts =
      rangeRows !== undefined && chooseScanPlan({ estimate, rows, range: rangeRows, bitmap: bitmapRows }) === 'walk'
        ? 'walk'
        : null;
    return { estimate, page: page === 'walk' ? page : null, counts };
  }
  // Words or items whose sample the recent slice can give read its indexes: a fifth of the bitmap.
  // Items within a subcategory come from the scoped index, which the slice has not.
  const scoped = hasScopedItems(criteria);
  const sliced = (text || !scoped) && sliceSamples(slice, estimate, EXACT_COUNT_LIMIT + 1);
  const bitmapShare = sliced ? slice.share : 1;
  const scan = chooseScanPlan({ estimate, rows, range: rangeRows, bitmap: bitmapRows, bitmapShare });
  // Nor are scoped items planned freely: without the subcategory's condition, which they imply, the
  // planner walked the price or date index of every ad for a subcategory's page (vets in price
  // order: 820,000 ads read, 1.6 s).
  const plan = text || scan === 'walk' || scoped ? scan : null;
  const place = criteria.communityId !== null || criteria.provinceId !== null || criteria.townId !== null;
  const byPrice = criteria.sort.startsWith('price');
  if (plan === 'walk' && byPrice && place) {
    // A page in price order walks a price index, which exists for all ads, a category and a
    // subcategory but not for a place: it reads the ads of every other place too.
    const page = choosePageScan({ estimate, range: rows, need, bitmap: bitmapRows });
    return { estimate, page: page === 'walk' ? page : text ? 'bitmap' : null, counts: plan };
  }
  // Items whose counts build their bitmap: the page may still walk its range's newest or cheapest
  // ads (a category's or subcategory's, and in price order no place: there is no index for it).
  const walkable = rangeRows !== undefined && criteria.countryCode === null && !(byPrice && place);
  if (!text && plan !== 'walk' && walkable) {
    const page = choosePageScan({ estimate, range: rangeRows, need, bitmap: bitmapRows });
    if (page === 'walk') return { estimate, page, counts: plan };
  }
  return { estimate, page: plan, counts: plan };
}

/**
 * The search a facet dimension is counted over: without its own selection, as
 * `searchConditions(…, { omit })` writes it (a subcategory leaves its category and takes the
 * filters with it; a province leaves its community, and takes the town and radius with it).
 */
export function withoutDimension(criteria: AdSearchCriteria, dimension: FacetDimension): AdSearchCriteria {
  const filters = Object.fromEntries(appliedFilters(criteria, dimension));
  if (dimension === 'subcategory') return { ...criteria, subcategoryKey: null, filters };
  if (dimension === 'province') return { ...criteria, provinceId: null, townId: null, radiusKm: null };
  return { ...criteria, filters };
}
