import { searchAds } from './search-ads.ts';
import type { AdSearchCriteria } from './search-criteria.ts';

/** The filter form's "Show 23 ads": the results page's engine and (cached) counts, one card fetched. */
export async function countAds(criteria: AdSearchCriteria): Promise<{ total: number; estimate: boolean }> {
  const found = await searchAds({ ...criteria, page: 1, pageSize: 1 });
  return { total: found.total, estimate: found.totalIsEstimate };
}
