import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { BrowseBreadcrumb, BrowsePlaces } from '../components/search/browse-breadcrumb.tsx';
import { SearchResults } from '../components/search/search-results.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { browseTitle } from '../lib/browse-heading.ts';
import { loadBrowsePage } from '../lib/browse-page.server.ts';
import { metaTranslator } from '../lib/meta.ts';
import { resultsMeta } from '../lib/search-results-meta.ts';
import type { Route } from './+types/browse';

/**
 * Filter and place browse pages: /f/{filter}[/{item}], /{country}/c/..., and
 * /{country}/{community}[/{province}[/{town}]][/c/{category}[/{subcategory}]].
 */
export function loader({ url, request, params }: Route.LoaderArgs) {
  return loadBrowsePage({ url, request, params });
}

export default function BrowsePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { results, breadcrumb, places, heading } = loaderData;
  return (
    <SearchResults
      results={results}
      heading={browseTitle(t, heading)}
      above={<BrowseBreadcrumb crumbs={breadcrumb} />}
      below={
        <BrowsePlaces
          title={
            heading.kind === 'browse' && heading.place
              ? t('results.facet.provinces')
              : t('country.regions', { count: places.length })
          }
          places={places}
        />
      }
      emptyHref={breadcrumb.at(-2)?.href ?? '/'}
    />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return resultsMeta({
    title: browseTitle(metaTranslator(matches), loaderData.heading),
    results: loaderData.results,
    indexable: true,
  });
}

export const ErrorBoundary = RouteErrorBoundary;
