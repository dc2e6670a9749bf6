import { data } from 'react-router';
import { localeFromPath, localizePath } from '../../server/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../server/locale/locales.ts';
import { parseSearchPage, parseSearchSort, searchFormFromParams } from '../../server/search/parse-search-form.ts';
import { type SearchForm, searchFormToQuery } from '../../server/search/search-form.ts';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { SearchResults } from '../components/search/search-results.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { publicOrigin } from '../lib/public-origin.server.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import { loadSearchResults } from '../lib/search-results.server.ts';
import { resultsMeta } from '../lib/search-results-meta.ts';
import type { Route } from './+types/search';

/**
 * /search?form=<JSON>&sort=&page=: the whole search form in one parameter (spec §2). A form that
 * does not parse is the empty search, never an error page.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const form = searchFormFromParams(url.searchParams);
  const sort = parseSearchSort(url.searchParams.get('sort'));
  const page = parseSearchPage(url.searchParams.get('page'));
  const origin = publicOrigin(url);
  const hrefIn = (each: Locale, searchForm: SearchForm, extra: Parameters<typeof searchFormToQuery>[1] = {}) =>
    `${localizePath('/search', each)}?${searchFormToQuery(searchForm, extra)}`;
  const { results, searchForm, headers } = await loadSearchResults({
    url,
    request,
    locale,
    form,
    // Without a place chosen, a search covers every country Galope lists.
    countryCode: null,
    sort,
    page,
    origin,
    viewerId: optionalUser({ context })?.id,
    links: (searchForm) => ({
      page: (options) => hrefIn(locale, searchForm, { sort: options.sort ?? undefined, page: options.page }),
      subcategory: (subcategory) =>
        hrefIn(locale, {
          ...searchForm,
          subcategory: { name: subcategory.name[locale], slug: subcategory.slug[locale], svg_code: '' },
          searchFiltersValues: {},
        }),
      province: (province) =>
        hrefIn(locale, { ...searchForm, province: { name: province.name[locale], slug: province.slug }, town: null }),
    }),
  });
  return data(
    {
      searchForm,
      results,
      // The same search in each language: the language switcher keeps it, hreflang names it.
      alternates: Object.fromEntries(LOCALES.map((each) => [each, hrefIn(each, searchForm, { page })])) as Record<
        Locale,
        string
      >,
    },
    { headers },
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { results } = loaderData;
  return (
    <SearchResults
      results={results}
      heading={results.q ? t('results.title_query', { q: results.q }) : t('results.title')}
      emptyHref={to('/search')}
    />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta(t('results.title'));
  const { results } = loaderData;
  // Free-text searches are endless and thin: kept out of the index, their links still followed.
  return resultsMeta({
    t,
    title: results.q ? t('results.title_query', { q: results.q }) : t('results.title'),
    results,
    indexable: !results.q,
  });
}

export const ErrorBoundary = RouteErrorBoundary;
