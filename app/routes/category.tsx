import { Link } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { BrowseBreadcrumb } from '../components/search/browse-breadcrumb.tsx';
import { SearchResults } from '../components/search/search-results.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { browseTitle } from '../lib/browse-heading.ts';
import { loadBrowsePage } from '../lib/browse-page.server.ts';
import { errorMeta, metaTranslator } from '../lib/meta.ts';
import { pageCacheMiddleware } from '../lib/page-cache.server.ts';
import { fromRows } from '../lib/rows.ts';
import { resultsMeta } from '../lib/search-results-meta.ts';
import type { Route } from './+types/category';
import styles from './category.module.css';

/** Guests' pages come from the page cache when it holds them (docs/decisions/0038-page-cache.md). */
export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware];

/** `/c/{category}` and `/c/{category}/{subcategory}`: the category's ads, under its subcategory tiles and their counts. */
export function loader({ url, request, params, context }: Route.LoaderArgs) {
  return loadBrowsePage({ url, request, params, context });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { results, breadcrumb, heading, category, subcategorySlug } = loaderData;
  // The tiles are the subcategory facet here: each carries its count, and the sidebar's list of the
  // same links goes. A tile the exact counts leave out holds no ad; with none shown (no result),
  // the counts would describe nothing.
  const facet = results.facets.subcategories;
  const counts = new Map(fromRows(facet.links).map((link) => [link.label, link.count]));
  const countOf = (name: string) =>
    results.total === 0 ? undefined : (counts.get(name) ?? (results.facets.estimates ? undefined : 0));
  const countKey = results.facets.estimates ? 'results.facet_count_estimate' : 'results.facet_count';
  return (
    <SearchResults
      results={
        category
          ? {
              ...results,
              facets: { ...results.facets, subcategories: { ...facet, links: { ...facet.links, values: [] } } },
            }
          : results
      }
      heading={browseTitle(t, heading)}
      above={<BrowseBreadcrumb crumbs={breadcrumb} />}
      below={
        category ? (
          <ul className={styles.subcategories}>
            {category.sub_categories.map((each) => (
              <li key={each.slug}>
                <Link
                  className={styles.subcategory}
                  to={to(`/c/${category.slug}/${each.slug}`)}
                  aria-current={each.slug === subcategorySlug ? 'page' : undefined}
                >
                  <span
                    className={styles.icon}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: icons are our own seeded SVG, never user input
                    dangerouslySetInnerHTML={{ __html: each.svg_code }}
                  />
                  {each.name}
                  {countOf(each.name) === undefined ? null : (
                    <span className={styles.count}> {t(countKey, { count: countOf(each.name) })}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        ) : null
      }
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
