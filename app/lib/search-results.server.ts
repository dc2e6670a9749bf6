import type { RouterContextProvider } from 'react-router';
import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { SEARCH_SORTS, type SearchForm, type SearchSort } from '../../common/search/search-form.ts';
import { withParam } from '../../common/search/search-link.ts';
import { findFiltersForSubcategory } from '../../server/catalogue/find-filters.ts';
import { listProvincesByCommunity } from '../../server/catalogue/places.ts';
import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { adTag, listingTag } from '../../server/http/page-tags.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { type BrowseFields, criteriaFromForm } from '../../server/search/criteria-from-form.ts';
import { describeSearch } from '../../server/search/describe-search.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import { MAX_PAGES } from '../../server/search/search-constants.ts';
import type { ListedAd } from '../components/ad/ad-card.tsx';
import { appliedFilters } from './applied-filters.ts';
import { layoutCookie, readLayoutPreference } from './layout-preference.ts';
import { linkFamily } from './link-family.ts';
import { tagPage } from './page-cache.server.ts';
import { readerFavourites } from './reader-favourites.server.ts';
import { fieldsOf, toRows } from './rows.ts';
import type { FacetGroup, FacetLink, ResultsLinks, ResultsView, SearchFieldLists } from './search-results-view.ts';

/**
 * Runs one search for /search or a browse page and shapes it for the shared results view.
 * `Set-Cookie` is returned when the URL asked for another layout (`?layout=row`), so the toggle
 * works before JavaScript loads and is remembered like the scripted one.
 */
export async function loadSearchResults(options: {
  url: URL;
  request: Request;
  locale: Locale;
  form: SearchForm;
  fixed?: BrowseFields;
  countryCode: string | null;
  sort: SearchSort | null;
  page: number;
  /** Built from the search as the bar shows it (slugs in the reader's language). */
  links: (searchForm: SearchForm) => ResultsLinks;
  /** The request's context: the signed-in reader (favourites among the results show as filled hearts), the page cache's tags. */
  context: Readonly<RouterContextProvider>;
}): Promise<{ results: ResultsView; searchForm: SearchForm; headers: Headers }> {
  const { url, locale } = options;
  // Past the pages any search has: a 404 as any page past the last (below), without searching.
  if (options.page > MAX_PAGES) notFound();
  // 'Search instead for …': the words exactly as typed, no correction.
  const asTyped = url.searchParams.get(AS_TYPED) === '1';
  const criteria = { ...(await criteriaFromForm(options)), asTyped };
  const [result, data, searchForm] = await Promise.all([
    searchAds(criteria),
    getReferenceData(),
    describeSearch({ form: options.form, criteria }),
  ]);
  // A page past the last one lists nothing: a 404, never an empty page that answers 200 (a soft 404).
  if (options.page > 1 && result.ads.length === 0) notFound();
  const links = options.links(searchForm);
  tagPage(options.context, [listingTag(criteria), ...result.ads.map((ad) => adTag(ad.id))]);
  const [favourites, filterLists] = await Promise.all([
    readerFavourites({ context: options.context, ads: result.ads }),
    loadFilterLists(searchForm, locale),
  ]);
  const asked = url.searchParams.get('layout');
  const headers = new Headers();
  let layout = readLayoutPreference(options.request.headers.get('Cookie'));
  if (asked === 'grid' || asked === 'row') {
    layout = asked;
    headers.append('Set-Cookie', layoutCookie(asked));
  }
  // Relevance needs words to rank by.
  // Distance needs a centre: a town with a radius around it.
  const sorts = SEARCH_SORTS.filter(
    (each) => (criteria.q || each !== 'relevance') && (criteria.radiusKm !== null || each !== 'distance'),
  );
  const sort = sorts.includes(criteria.sort) ? criteria.sort : 'newest';
  const explicitSort = options.sort && sorts.includes(options.sort) ? options.sort : null;
  const pageHref = (number: number) => {
    const href = links.page({ sort: explicitSort, page: number });
    return asTyped ? withParam(href, AS_TYPED, '1') : href;
  };
  const subcategories = data.categories.flatMap((category) => category.subcategories);
  // The subcategory or province the search is in: what the page shows, as its heading counts it
  // (its own count leaves the search's filters or town out, and its link would drop them).
  const here = (label: string) => ({ label, count: result.total, href: pageHref(1), current: true });
  return {
    headers,
    searchForm,
    results: {
      // The ids stay here: the cards match favourites by slug.
      ads: toRows<ListedAd>(result.ads, CARD_FIELDS),
      favourites,
      total: result.total,
      totalIsEstimate: result.totalIsEstimate,
      page: result.page,
      pageCount: result.pageCount,
      correctedQuery: result.correctedQuery,
      asTypedHref: result.correctedQuery ? withParam(links.page({ sort: explicitSort, page: 1 }), AS_TYPED, '1') : null,
      someWords: result.someWords,
      q: criteria.q,
      sort,
      sorts,
      layout,
      pages: pageWindow(result.page, result.pageCount).map((number) => ({ number, href: pageHref(number) })),
      prev: result.page > 1 ? pageHref(result.page - 1) : null,
      next: result.page < result.pageCount ? pageHref(result.page + 1) : null,
      facets: {
        estimates: result.facetsAreEstimates,
        subcategories: facetGroup(
          mostCommon(result.facets.subcategories, criteria.subcategoryKey).flatMap((facet) => {
            const found = subcategories.find((each) => each.key === facet.key);
            return found
              ? [
                  found.key === criteria.subcategoryKey
                    ? here(found.name[locale])
                    : { label: found.name[locale], count: facet.count, href: links.subcategory(found), current: false },
                ]
              : [];
          }),
        ),
        provinces: facetGroup(
          mostCommon(result.facets.provinces, criteria.provinceId).flatMap((facet) => {
            const found = data.provinces.find((each) => each.id === facet.key);
            return found
              ? [
                  found.id === criteria.provinceId
                    ? here(found.name[locale])
                    : { label: found.name[locale], count: facet.count, href: links.province(found), current: false },
                ]
              : [];
          }),
        ),
      },
      applied: appliedFilters({
        form: searchForm,
        locale,
        t: getTranslator(locale),
        filters: data.filters,
        path: localizePath('/search', locale),
        sort: explicitSort,
      }),
      firstPosition: (result.page - 1) * criteria.pageSize + 1,
      filterLists,
    },
  };
}

/**
 * The lists the filter form beside the results needs for the search it shows: the subcategory's
 * filters and the community's provinces, so the form is whole in the server's HTML (and without
 * JavaScript) and the browser does not ask for them again.
 */
async function loadFilterLists(form: SearchForm, locale: Locale): Promise<SearchFieldLists> {
  const subcategory = form.subcategory?.slug;
  const community = form.community?.slug;
  const [filters, provinces] = await Promise.all([
    subcategory
      ? findFiltersForSubcategory({
          subcategorySlug: subcategory,
          locale,
          withAll: true,
          allLabel: getTranslator(locale)('filters.all'),
        })
      : null,
    community ? listProvincesByCommunity({ communitySlug: community, locale }) : null,
  ]);
  return {
    filters: subcategory && filters ? { subcategory, items: filters } : null,
    provinces: community && provinces ? { community, items: provinces } : null,
  };
}

/**
 * The facet values a results page links to: the most common ones, plus the one the search already
 * has. A word found all over Portugal has a count in some 300 municipalities; their links were
 * 40% of the page's bytes (HTML and hydration data) and most of its render time. The search
 * panel's selects still reach every province.
 */
export const FACET_LINKS_SHOWN = 12;

export function mostCommon<Facet extends { key: string; count: number }>(
  facets: Facet[],
  current: string | null,
): Facet[] {
  const shown = [...facets].sort((a, b) => b.count - a.count).slice(0, FACET_LINKS_SHOWN);
  const selected = current === null ? undefined : facets.find((facet) => facet.key === current);
  return selected && !shown.includes(selected) ? [...shown, selected] : shown;
}

/** What a card shows (`ListedAd`): every field but the ad's id. */
const CARD_FIELDS = fieldsOf<ListedAd>({
  slug: true,
  title: true,
  price: true,
  town: true,
  province: true,
  publishedAt: true,
  cover: true,
  attributes: true,
  badge: true,
  distanceKm: true,
});

const FACET_FIELDS = fieldsOf<FacetLink>({ label: true, count: true, middle: true, current: true });

/** "Search instead for …": the words exactly as typed, not corrected. */
const AS_TYPED = 'as_typed';

/** A facet's links as one family: the search they share is sent once (`LinkFamily`). */
function facetGroup(links: { label: string; count: number; href: string; current: boolean }[]): FacetGroup {
  const { start, end, middles } = linkFamily(links.map((link) => link.href));
  return {
    start,
    end,
    links: toRows<FacetLink>(
      links.map(({ label, count, current }, index) => ({
        label,
        count,
        middle: middles[index] ?? '',
        ...(current ? { current: true as const } : {}),
      })),
      FACET_FIELDS,
    ),
  };
}

/** Page numbers around the current one, always with the first and the last. */
function pageWindow(current: number, count: number): number[] {
  const pages = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  return [...pages].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
}

/** schema.org ItemList of the page's results, for search engines. */
