import { data, Link, redirect } from 'react-router';
import { viewCategory, viewSubcategory } from '../../server/catalogue/catalogue-views.ts';
import { findCategory } from '../../server/catalogue/find-category.ts';
import { localeFromPath, localizePath } from '../../server/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../server/locale/locales.ts';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/category';
import styles from './category.module.css';

/** `/c/{category}` and `/c/{category}/{subcategory}`: browse by category (its ads arrive with search). */
export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const found = await findCategory({ categorySlug: params.category, subcategorySlug: params.subcategory });
  if (!found) throw data(null, { status: 404 });
  const { category, subcategory } = found;
  const pathIn = (each: Locale) =>
    localizePath(`/c/${category.slug[each]}${subcategory ? `/${subcategory.slug[each]}` : ''}`, each);
  if (
    pathIn(locale) !==
    localizePath(`/c/${params.category}${params.subcategory ? `/${params.subcategory}` : ''}`, locale)
  ) {
    throw redirect(pathIn(locale), 301);
  }
  return {
    category: viewCategory(category, locale),
    subcategory: subcategory ? viewSubcategory(subcategory, locale) : null,
    alternates: Object.fromEntries(LOCALES.map((each) => [each, pathIn(each)])) as Record<Locale, string>,
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { category, subcategory } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={to('/')}>{t('breadcrumb.home')}</Link>
          </li>
          <li>
            {subcategory ? (
              <Link to={to(`/c/${category.slug}`)}>{category.name}</Link>
            ) : (
              <span aria-current="page">{category.name}</span>
            )}
          </li>
          {subcategory ? (
            <li>
              <span aria-current="page">{subcategory.name}</span>
            </li>
          ) : null}
        </ol>
      </nav>
      <h1 className={styles.title}>{subcategory?.name ?? category.name}</h1>
      <ul className={styles.subcategories}>
        {category.sub_categories.map((each) => (
          <li key={each.slug}>
            <Link
              className={styles.subcategory}
              to={to(`/c/${category.slug}/${each.slug}`)}
              aria-current={each.slug === subcategory?.slug ? 'page' : undefined}
            >
              <span
                className={styles.icon}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: icons are our own seeded SVG, never user input
                dangerouslySetInnerHTML={{ __html: each.svg_code }}
              />
              {each.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(loaderData.subcategory?.name ?? loaderData.category.name);
}

export const ErrorBoundary = RouteErrorBoundary;
