import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { BrowseBreadcrumb, BrowsePlaces } from '../components/search/browse-breadcrumb.tsx';
import { SearchResults } from '../components/search/search-results.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { browseTitle } from '../lib/browse-heading.ts';
import { loadBrowsePage } from '../lib/browse-page.server.ts';
import { errorMeta, metaTranslator } from '../lib/meta.ts';
import { pageCacheMiddleware } from '../lib/page-cache.server.ts';
import { resultsMeta } from '../lib/search-results-meta.ts';
import type { Route } from './+types/country';

/** Guests' pages come from the page cache when it holds them (docs/decisions/0038-page-cache.md). */
export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware];

/**
 * `/{country}`: the country's ads, with links to its regions. `/cc/{country}` (spec §2) lands here
 * too and answers 301 with `/{country}`, the page's one address.
 */
export function loader({ url, request, params, context }: Route.LoaderArgs) {
  return loadBrowsePage({ url, request, params: { country: params.country }, context });
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { results, breadcrumb, places, heading } = loaderData;
  return (
    <SearchResults
      results={results}
      heading={browseTitle(t, heading)}
      above={<BrowseBreadcrumb crumbs={breadcrumb} />}
      below={<BrowsePlaces title={t('country.regions', { count: places.links.length })} places={places.links} />}
      emptyHref={to('/search')}
    />
  );
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const t = metaTranslator(matches);
  return resultsMeta({
    t,
    title: browseTitle(t, loaderData.heading),
    results: loaderData.results,
    indexable: true,
  });
}

export const ErrorBoundary = RouteErrorBoundary;
