import { findAdCards } from '../ads/ad-page-view.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { findTownById } from '../geo/geography.ts';
import { searchConditions } from './search-conditions.ts';
import { MAX_PAGES } from './search-constants.ts';
import type { AdSearchCriteria, AdSearchResult } from './search-criteria.ts';
import { cachedFacetCounts, countFacets, type FacetCounts } from './search-facets.ts';
import { findResultPageIds } from './search-result-page.ts';
import { buildTextQuery, someWordsQuery, type TextQuery, unknownWords } from './search-text-query.ts';
import { correctWords } from './search-typos.ts';
import { splitSearchWords } from './search-words.ts';

/**
 * The search engine (docs/decisions/00XX-core-how-search-works.md): one page of the visible ads
 * with all the words, in the chosen order, with the total and facet counts of what is shown. A
 * word of no ad's title is corrected (search-typos.ts), and the correction used, in
 * `correctedQuery`, when it finds more ads (`asTyped` turns that off). When no ad has all the
 * words, the ads with some of them are shown, ranked, and `someWords` says so.
 */
export async function searchAds(criteria: AdSearchCriteria): Promise<AdSearchResult> {
  const words = splitSearchWords(criteria.q);
  const text = await buildTextQuery(words);
  let found = await runSearch(criteria, text);
  let correctedQuery: string | null = null;
  let someWords = false;
  if (!text) return resultOf(criteria, found, correctedQuery, someWords);
  const unknown = criteria.asTyped ? new Set<string>() : await unknownWords(words);
  const corrected =
    unknown.size > 0
      ? await correctWords(words, { locale: criteria.locale, unknown, live: found.counts.total === 0 })
      : null;
  const correctedText = corrected ? await buildTextQuery(corrected) : null;
  if (corrected && correctedText) {
    const retry = await runSearch(criteria, correctedText);
    if (retry.counts.total > found.counts.total) {
      found = retry;
      correctedQuery = corrected.join(' ');
    }
  }
  const some = found.counts.total === 0 ? someWordsQuery(text, correctedText) : null;
  if (some) {
    const retry = await runSearch(criteria, some);
    if (retry.counts.total > 0) {
      found = retry;
      someWords = true;
      if (corrected && correctedText) correctedQuery = corrected.join(' ');
    }
  }
  return resultOf(criteria, found, correctedQuery, someWords);
}

/** One search: the page's statement and the counts' statement, side by side. */
async function runSearch(
  criteria: AdSearchCriteria,
  text: TextQuery | null,
): Promise<{ ids: string[]; counts: FacetCounts }> {
  const { sort, page, pageSize, locale, ...counted } = criteria;
  const reference = await getReferenceData();
  const town = criteria.townId === null ? undefined : findTownById(criteria.townId);
  const [ids, counts] = await Promise.all([
    findResultPageIds({
      where: searchConditions(criteria, text),
      text,
      sort,
      offset: (page - 1) * pageSize,
      limit: pageSize,
      centre: town ?? null,
      locale,
    }),
    cachedFacetCounts(JSON.stringify({ ...counted, q: text?.tsquery ?? '' }), () =>
      countFacets({ criteria, text, reference }),
    ),
  ]);
  return { ids, counts };
}

async function resultOf(
  criteria: AdSearchCriteria,
  found: { ids: string[]; counts: FacetCounts },
  correctedQuery: string | null,
  someWords: boolean,
): Promise<AdSearchResult> {
  const { ids, counts } = found;
  // Cards measure their distance from the town a radius is drawn around.
  const town = criteria.townId !== null && criteria.radiusKm ? findTownById(criteria.townId) : undefined;
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
