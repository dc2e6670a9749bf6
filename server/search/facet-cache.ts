import { singleton } from '../infra/singleton.ts';
import { FACET_CACHE_ENTRIES, FACET_CACHE_MS } from './search-constants.ts';
import type { FacetCounts } from './search-facets.ts';

const cache = singleton<Map<string, { at: number; counts: FacetCounts }>>('facet-cache', () => new Map());

/**
 * The counts of a search, kept `FACET_CACHE_MS` when they are estimates (large results: they cost
 * the most, and a few more ads do not change them visibly). Exact counts are always fresh, so a new
 * ad shows at once. The filter form's "Show 23 ads" and the page it opens share them.
 */
export async function cachedFacetCounts(key: string, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FACET_CACHE_MS) return hit.counts;
  const counts = await count();
  if (counts.totalIsEstimate || counts.facetsAreEstimates) {
    if (cache.size >= FACET_CACHE_ENTRIES) cache.clear();
    cache.set(key, { at: now, counts });
  }
  return counts;
}

/** Benchmarks measure cold counts too. */
export function clearFacetCache(): void {
  cache.clear();
}
