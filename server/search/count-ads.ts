import { searchAds } from './search-ads.ts';
import type { AdSearchCriteria } from './search-criteria.ts';

/**
 * How many ads a search finds, for the filter form's "Show 23 ads" while its fields change: the
 * same engine and counts as the results page (its facet counts are cached by criteria, so the page
 * the reader then opens counts nothing again), one card fetched instead of a page of them.
 */
export async function countAds(criteria: AdSearchCriteria): Promise<{ total: number; estimate: boolean }> {
  const found = await searchAds({ ...criteria, page: 1, pageSize: 1 });
  return { total: found.total, estimate: found.totalIsEstimate };
}
