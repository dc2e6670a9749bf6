import { findAdCards } from '../ads/ad-page-view.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { findTownById } from '../geo/geography.ts';
import { cachedFacetCounts, freshFacetCounts } from './facet-cache.ts';
import { searchConditions } from './search-conditions.ts';
import type { AdSearchCriteria, AdSearchResult } from './search-criteria.ts';
import { countFacets, type FacetCounts, facetDimensions } from './search-facets.ts';
import { findResultPageIds } from './search-result-page.ts';
import { planScans, withoutDimension } from './search-scans.ts';
import { buildTextQuery, someWordsQuery, type TextQuery, unknownWords } from './search-text-query.ts';
import { correctWords } from './search-typos.ts';
import { splitSearchWords } from './search-words.ts';
import { findPageAndCounts } from './word-page-and-counts.ts';

/** Pages past this are not offered (the form's page parameter stops there too). */
const MAX_PAGES = 1000;

/**
 * The search engine: one page of visible ads for every field of the criteria, in the chosen
 * order, with the total and facet counts. An ad must have all the words (each by its stems, the
 * last also as a prefix, a synonym by any term of its group). A word of no ad's title is corrected
 * (the marketplace's vocabulary first, search-typos.ts) and the correction shown, with
 * `correctedQuery`, when it finds more ads; `asTyped` turns that off. When still no ad has all the
 * words, the ads with some of them are shown, ranked, and `someWords` says so
 * (docs/decisions/0061-all-words.md). The total and facets always count what is shown. See
 * docs/decisions/0014-search-engine.md and 0077-search-synonyms.md.
 */
export async function searchAds(criteria: AdSearchCriteria): Promise<AdSearchResult> {
  const words = splitSearchWords(criteria.q);
  const text = await buildTextQuery(words);
  let found = await runSearch(criteria, text);
  let correctedQuery: string | null = null;
  let someWords = false;
  if (!text) return resultOf(criteria, found, correctedQuery, someWords);
  // A word no title has may be misspelt: its correction is shown when it finds more ads.
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
      // The corrected words took part: the page says which words were looked for.
      if (corrected && correctedText) correctedQuery = corrected.join(' ');
    }
  }
  return resultOf(criteria, found, correctedQuery, someWords);
}

async function resultOf(
  criteria: AdSearchCriteria,
  found: { ids: string[]; counts: FacetCounts },
  correctedQuery: string | null,
  someWords: boolean,
): Promise<AdSearchResult> {
  const { ids, counts } = found;
  return {
    ads: await findAdCards({ ids, locale: criteria.locale, from: townCentre(criteria) }),
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

async function runSearch(
  criteria: AdSearchCriteria,
  text: TextQuery | null,
): Promise<{ ids: string[]; counts: FacetCounts }> {
  const reference = await getReferenceData();
  const { sort, page, pageSize, locale: _locale, ...counted } = criteria;
  const cacheKey = JSON.stringify({ ...counted, q: text?.tsquery ?? '' });
  // Words, a radius or filter items: how many ads they match chooses between their index's bitmap
  // and a walk (search-scans.ts), and sizes the window of newest ads a word's bitmap looks in first.
  const offset = (page - 1) * pageSize;
  const scans = await planScans(criteria, text, offset + pageSize);
  const { estimate } = scans;
  const where = searchConditions(criteria, text, { walking: scans.page === 'walk' });
  // Words: the page and the counts from one pass over the text index when they can share it.
  const centre = sort === 'distance' && criteria.townId !== null ? (findTownById(criteria.townId) ?? null) : null;
  const together =
    text && sort !== 'distance' && estimate !== null && scans.counts === 'bitmap' && !freshFacetCounts(cacheKey)
      ? findPageAndCounts({
          where: searchConditions(criteria, text, { counting: true }),
          text,
          sort,
          offset,
          limit: pageSize,
          estimate,
          columns: facetDimensions(criteria, reference).shared,
          locale: criteria.locale,
        })
      : Promise.resolve(null);
  const [ids, counts] = await Promise.all([
    together.then(
      (found) =>
        found?.ids ??
        findResultPageIds({
          where,
          walkingWhere: searchConditions(criteria, text, { walking: true }),
          text,
          sort,
          offset,
          limit: pageSize,
          estimate,
          plan: scans.page,
          centre,
          locale: criteria.locale,
        }),
    ),
    cachedFacetCounts(cacheKey, () =>
      countFacets({
        criteria,
        text,
        reference,
        estimate,
        plan: scans.counts,
        // Counted without its own selection, a dimension is another search, with its own scans.
        dimensionScans: async (dimension) => {
          const own = await planScans(withoutDimension(criteria, dimension), text, offset + pageSize);
          return { plan: own.counts, estimate: own.estimate };
        },
        base: together.then((found) => found?.base ?? null),
      }),
    ),
  ]);
  return { ids, counts };
}

/** Where the cards' distances are measured from: the town a radius is drawn around. */
function townCentre(criteria: AdSearchCriteria): { lat: number; lng: number } | null {
  if (criteria.townId === null || !criteria.radiusKm) return null;
  const town = findTownById(criteria.townId);
  return town ? { lat: town.lat, lng: town.lng } : null;
}
