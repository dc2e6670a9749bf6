import { appliedFilters, type FacetDimension, searchConditions } from './search-conditions.ts';
import { type AdSearchCriteria, everyAd } from './search-criteria.ts';
import type { TextQuery } from './search-text-query.ts';
import { estimateMatches } from './search-window.ts';

const ESTIMATING = { estimating: true };

/**
 * The planner's estimate of a search's matches (without `omit`'s selection, as a facet counts it).
 *
 * Filter items within a subcategory are conditions on the scoped index (search-conditions.ts),
 * each estimated well on its own from that index's statistics. The planner multiplies conditions
 * as if independent, and each scoped condition carries the subcategory's share of the table: two
 * filters came out 25–40 times too low (1M ads: 81 for 3,407). So the search is estimated with its
 * first filter, and each other filter multiplies that by its share of the subcategory's ads.
 */
export async function estimateSearch(
  criteria: AdSearchCriteria,
  text: TextQuery | null,
  omit?: FacetDimension,
): Promise<number> {
  const filters = appliedFilters(criteria, omit);
  const subcategoryKey = criteria.subcategoryKey;
  const [first, ...others] = filters;
  if (!subcategoryKey || !first || others.length === 0) {
    return estimateMatches(searchConditions(criteria, text, { ...ESTIMATING, omit }));
  }
  const subcategory = { ...everyAd(criteria), subcategoryKey };
  const [search, ads, ...withItems] = await Promise.all([
    estimateMatches(
      searchConditions({ ...criteria, filters: Object.fromEntries([first]) }, text, { ...ESTIMATING, omit }),
    ),
    estimateMatches(searchConditions(subcategory, null, ESTIMATING)),
    ...others.map((filter) =>
      estimateMatches(searchConditions({ ...subcategory, filters: Object.fromEntries([filter]) }, null, ESTIMATING)),
    ),
  ]);
  const shares = withItems.map((count) => Math.min(1, count / Math.max(1, ads)));
  return Math.round(shares.reduce((estimate, share) => estimate * share, search));
}
