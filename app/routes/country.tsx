import { data, redirect } from 'react-router';
import { viewCommunity, viewCountry } from '../../server/catalogue/catalogue-views.ts';
import { findCountryBySlug } from '../../server/catalogue/global-data.ts';
import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { localeFromPath, localizePath } from '../../server/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../server/locale/locales.ts';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { useGlobalData } from '../lib/use-global-data.ts';
import type { Route } from './+types/country';
import styles from './country.module.css';

/** `/{country}` and `/cc/{country}`: the country with its regions (its ads arrive with search). */
export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const country = await findCountryBySlug(params.country);
  if (!country) throw data(null, { status: 404 });
  const base = url.pathname.includes('/cc/') ? '/cc' : '';
  const pathIn = (each: Locale) => localizePath(`${base}/${country.slug[each]}`, each);
  if (country.slug[locale] !== params.country) throw redirect(pathIn(locale), 301);
  const reference = await getReferenceData();
  return {
    country: viewCountry(country, locale, url.origin),
    communities: reference.communities
      .filter((community) => community.countryCode === country.code)
      .map((community) => viewCommunity(community, country, locale))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    alternates: Object.fromEntries(LOCALES.map((each) => [each, pathIn(each)])) as Record<Locale, string>,
  };
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const global = useGlobalData();
  const { country, communities } = loaderData;
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <img className={styles.flag} src={country.icon} alt="" width="48" height="32" />
          <h1 className={styles.title}>{t('country.title', { country: country.name })}</h1>
          <p className={styles.subtitle}>{t('home.title', { country: country.name })}</p>
        </div>
      </section>
      {communities.length > 0 ? (
        <section className="container" aria-labelledby="country-regions">
          <h2 id="country-regions" className={styles.sectionTitle}>
            {t('country.regions', { count: communities.length })}
          </h2>
          <ul className={styles.regions}>
            {communities.map((community) => (
              <li key={community.slug}>{community.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="container" aria-labelledby="country-categories">
        <h2 id="country-categories" className={styles.sectionTitle}>
          {t('home.categories_title')}
        </h2>
        <CategoryTiles categories={global.categories} />
      </section>
    </>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(metaTranslator(matches)('country.title', { country: loaderData.country.name }));
}

export const ErrorBoundary = RouteErrorBoundary;
