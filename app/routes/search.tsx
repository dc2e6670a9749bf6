import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import type { Translate } from '../../common/locale/translate.ts';
import { saveSearchSchema } from '../../common/saved-searches/saved-search-schemas.ts';
import type { SearchForm, SearchSort } from '../../common/search/search-form.ts';
import { searchHref, withParam } from '../../common/search/search-link.ts';
import { suggestSearchName } from '../../server/saved-searches/saved-search-name.ts';
import { savedSearchRateLimit } from '../../server/saved-searches/saved-search-rate-limit.ts';
import { saveSearch } from '../../server/saved-searches/saved-searches.ts';
import { parseSearchPage, parseSearchSort, searchFormFromParams } from '../../server/search/parse-search-form.ts';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { SaveSearch, type SaveSearchView } from '../components/search/save-search.tsx';
import { SearchResults } from '../components/search/search-results.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { pageCacheMiddleware } from '../lib/page-cache.server.ts';
import { exceededLimit } from '../lib/rate-limit.server.ts';
import { optionalUser, requireUser } from '../lib/route-guards.server.ts';
import { loadSearchResults } from '../lib/search-results.server.ts';
import { resultsMeta } from '../lib/search-results-meta.ts';
import type { ResultsView } from '../lib/search-results-view.ts';
import type { Route } from './+types/search';

/** Guests' pages come from the page cache when it holds them (docs/decisions/0038-page-cache.md). */
export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware];

/**
 * /search?form=<JSON>&sort=&page=: the whole search form in one parameter (spec §2), or its plain
 * fields (`?q=caballo&province=cadiz`), which is how the page links to searches. A form that
 * does not parse is the empty search, never an error page.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const form = searchFormFromParams(url.searchParams);
  const sort = parseSearchSort(url.searchParams.get('sort'));
  const page = parseSearchPage(url.searchParams.get('page'));
  const hrefIn = (each: Locale, searchForm: SearchForm, extra: { sort?: SearchSort | null; page?: number } = {}) =>
    searchHref(localizePath('/search', each), searchForm, extra);
  const { results, searchForm, headers } = await loadSearchResults({
    url,
    request,
    locale,
    form,
    // Without a place chosen, a search covers every country Galope lists.
    countryCode: null,
    sort,
    page,
    context,
    links: (searchForm) => ({
      page: (options) => hrefIn(locale, searchForm, options),
      // Links carry slugs only: the page they open names them.
      subcategory: (subcategory) =>
        hrefIn(locale, {
          ...searchForm,
          subcategory: { name: '', slug: subcategory.slug[locale], svg_code: '' },
          searchFiltersValues: {},
        }),
      province: (province) =>
        hrefIn(locale, { ...searchForm, province: { name: '', slug: province.slug }, town: null, radius: null }),
    }),
  });
  const saveHref = withParam(hrefIn(locale, searchForm, { sort }), 'save', '1');
  // The search as JSON and the sign-in link are the component's to write: `searchForm` says both.
  const save: Omit<SaveSearchView, 'formJson' | 'signInHref'> = {
    signedIn: optionalUser({ context }) !== null,
    suggestedName: suggestSearchName(searchForm),
    saveHref,
    open: url.searchParams.get('save') === '1',
  };
  return data(
    {
      searchForm,
      results,
      save,
      // The same search in each language: the language switcher keeps it, hreflang names it.
      alternates: Object.fromEntries(LOCALES.map((each) => [each, hrefIn(each, searchForm, { page })])) as Record<
        Locale,
        string
      >,
    },
    { headers },
  );
}

/** "Save search": the search, a name and an alert frequency, for the signed-in user. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const submission = parseWithZod(await request.formData(), { schema: saveSearchSchema });
  if (submission.status !== 'success') return submission.reply();
  if (await exceededLimit([[savedSearchRateLimit, user.id]])) {
    return submission.reply({ formErrors: ['errors.too_many_requests'] });
  }
  const { name, frequency, form } = submission.value;
  const saved = await saveSearch({
    userId: user.id,
    locale: localeFromPath(url.pathname),
    name,
    frequency,
    formJson: form,
  });
  if (!saved.ok) return submission.reply({ formErrors: [saved.error] });
  return { ...submission.reply({ resetForm: true }), saved: name };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { results, searchForm } = loaderData;
  const save: SaveSearchView = {
    ...loaderData.save,
    formJson: JSON.stringify(searchForm),
    signInHref: `${to('/sign-in')}?${new URLSearchParams({ redirectTo: loaderData.save.saveHref })}`,
  };
  return (
    <SearchResults
      actions={<SaveSearch save={save} />}
      results={results}
      heading={searchTitle(t, results)}
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
    title: searchTitle(t, results),
    results,
    indexable: !results.q,
  });
}

/** The search said in words when it has criteria; otherwise its words, or "Search results". */
function searchTitle(t: Translate, results: ResultsView): string {
  if (results.applied.title) return results.applied.title;
  return results.q ? t('results.title_query', { q: results.q }) : t('results.title');
}

export const ErrorBoundary = RouteErrorBoundary;
