import { singleton } from '../infra/singleton.ts';
import type { FacetCounts } from './search-facets.ts';

/**
 * Estimated counts (large results) are kept this long: they cost the most to make and a few more
 * ads do not change them visibly. Exact counts are always fresh, so a new ad shows at once.
 */
const FACET_CACHE_MS = 30_000;
const MAX_ENTRIES = 2_000;

const cache = singleton<Map<string, { at: number; counts: FacetCounts }>>('facet-cache', () => new Map());

/** The counts kept for this key, when still fresh. */
export function freshFacetCounts(key: string): FacetCounts | null {
  const hit = cache.get(key);
  return hit && Date.now() - hit.at < FACET_CACHE_MS ? hit.counts : null;
}

export async function cachedFacetCounts(key: string, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FACET_CACHE_MS) return hit.counts;
  const counts = await count();
  if (counts.totalIsEstimate || counts.facetsAreEstimates) {
    if (cache.size >= MAX_ENTRIES) {
      for (const [each, entry] of cache) if (now - entry.at >= FACET_CACHE_MS) cache.delete(each);
      if (cache.size >= MAX_ENTRIES) cache.clear();
    }
    cache.set(key, { at: now, counts });
  }
  return counts;
}

/** Benchmarks measure cold counts too. */
export function clearFacetCache(): void {
  cache.clear();
}
