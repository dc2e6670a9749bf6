import { findAdCards } from '../ads/ad-page-view.ts';
import { searchTown } from './search-conditions.ts';
import { MAX_PAGES } from './search-constants.ts';
import type { AdSearchCriteria, AdSearchResult } from './search-criteria.ts';
import { cachedFacetCounts, countFacets, type FacetCounts } from './search-facets.ts';
import { findResultPageIds } from './search-result-page.ts';
import { buildTextQuery, someWordsQuery, type TextQuery, unknownWords } from './search-text-query.ts';
import { correctWords } from './search-typos.ts';
import { splitSearchWords } from './search-words.ts';

/**
 * The search engine (docs/decisions/0086-how-search-works.md): one page of the visible ads
 * with all the words, in the chosen order, with the total and facet counts of what is shown. A
 * word of no ad's title is corrected (search-typos.ts), and the correction used, in
 * `correctedQuery`, when it finds more ads (`asTyped` turns that off). When no ad has all the
 * words, the ads with some of them are shown, ranked, and `someWords` says so.
 */
export async function searchAds(criteria: AdSearchCriteria): Promise<AdSearchResult> {
  const words = splitSearchWords(criteria.q);
  const text = await buildTextQuery(words);
  const found = await runSearch(criteria, text);
  if (!text) return resultOf(criteria, found);
  const unknown = criteria.asTyped ? new Set<string>() : await unknownWords(words);
  const corrected =
    unknown.size > 0
      ? await correctWords(words, { locale: criteria.locale, unknown, live: found.counts.total === 0 })
      : null;
  const correctedText = corrected && (await buildTextQuery(corrected));
  const correctedQuery = correctedText ? (corrected?.join(' ') ?? null) : null;
  const retry = correctedText && (await runSearch(criteria, correctedText));
  const best = retry && retry.counts.total > found.counts.total ? retry : found;
  const some = best.counts.total === 0 ? someWordsQuery(text, correctedText) : null;
  const someFound = some && (await runSearch(criteria, some));
  if (someFound && someFound.counts.total > 0) return resultOf(criteria, someFound, correctedQuery, true);
  return resultOf(criteria, best, best === found ? null : correctedQuery);
}

type Found = { ids: string[]; counts: FacetCounts };

/** One search: the page's statement and the counts' statement, side by side. */
async function runSearch(criteria: AdSearchCriteria, text: TextQuery | null): Promise<Found> {
  const { sort, page, pageSize, locale, ...counted } = criteria;
  const [ids, counts] = await Promise.all([
    findResultPageIds(criteria, text),
    cachedFacetCounts(JSON.stringify({ ...counted, q: text?.tsquery ?? '' }), () => countFacets(criteria, text)),
  ]);
  return { ids, counts };
}

async function resultOf(
  criteria: AdSearchCriteria,
  { ids, counts }: Found,
  correctedQuery: string | null = null,
  someWords = false,
): Promise<AdSearchResult> {
  // Cards measure their distance from the town a radius is drawn around.
  const town = criteria.radiusKm ? searchTown(criteria) : undefined;
  return {
    ads: await findAdCards({ ids, locale: criteria.locale, from: town ? { lat: town.lat, lng: town.lng } : null }),
    total: counts.total,
    totalIsEstimate: counts.totalIsEstimate,
    page: criteria.page,
    pageCount: Math.min(MAX_PAGES, Math.ceil(counts.total / criteria.pageSize)),
    correctedQuery,
    someWords,
    facetsAreEstimates: counts.facetsAreEstimates,
    facets: counts.facets,
  };
}
