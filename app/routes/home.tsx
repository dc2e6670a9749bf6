import { Link, useSearchParams } from 'react-router';
import { NEAR_PROVINCE_COOKIE, readNearProvince } from '../../common/geo/near-province.ts';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { loadHomeAds } from '../../server/ads/home-ads.ts';
import { RECENTLY_VIEWED_COOKIE, readRecentlyViewed } from '../../server/ads/recently-viewed.ts';
import { loadCategoryTiles } from '../../server/catalogue/category-tiles.ts';
import { ANY_LISTING, adTag } from '../../server/http/page-tags.ts';
import { readConfig } from '../../server/infra/config.ts';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { SearchBar } from '../components/search-bar.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { lazyNearScreen } from '../lib/lazy-near-screen.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { pageCacheMiddleware, pageReadsCookie, tagPage } from '../lib/page-cache.server.ts';
import { readerFavourites } from '../lib/reader-favourites.server.ts';
import { useGlobalData } from '../lib/use-global-data.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

export const handle = { hideSearch: true };

/** Guests' home comes from the page cache when it holds it (docs/decisions/0087-page-cache-survives-writes.md). */
export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware];

/**
 * The ads under the hero: in the server's HTML, their code (cards, hearts) downloaded when they
 * come near the screen, keeping the home's first download as it was (115 KB, Lighthouse mobile).
 */
const HomeAdRows = lazyNearScreen(() => import('../components/home-ad-rows.tsx').then((module) => module.HomeAdRows));

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  // The "Recently viewed" and "near you" rows are the reader's own: a kept home is not theirs then.
  pageReadsCookie(context, RECENTLY_VIEWED_COOKIE);
  pageReadsCookie(context, NEAR_PROVINCE_COOKIE);
  const [tiles, ads] = await Promise.all([
    loadCategoryTiles(locale),
    loadHomeAds({
      locale,
      countryCode: readConfig().DEFAULT_COUNTRY,
      provinceSlug: readNearProvince(request.headers.get('Cookie')),
      recentIds: readRecentlyViewed(request.headers.get('Cookie')),
    }),
  ]);
  const shown = [...ads.near.ads, ...ads.recentlyViewed, ...ads.byCategory.flatMap((each) => each.ads)];
  const adIds = [...new Set(shown.map((ad) => ad.id))];
  // Any new ad may join its rows; a card's ad changed or gone drops the kept page.
  tagPage(context, [ANY_LISTING, ...adIds.map(adTag)]);
  const favourites = await readerFavourites({ context, ads: shown });
  return { tiles, ads, favourites };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const global = useGlobalData();
  const [searchParams] = useSearchParams();
  return (
    <>
      {searchParams.has('goodbye') ? (
        <p role="status" className={`container ${styles.notice}`}>
          {t('settings.delete.done')}
        </p>
      ) : null}
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <h1 id="home-title" className={styles.title}>
            {t('home.title', { country: global.country.name })}
          </h1>
          <p className={styles.subtitle}>{t('home.subtitle')}</p>
          <SearchBar global={global} />
        </div>
      </section>
      <HomeAdRows ads={loaderData.ads} favourites={loaderData.favourites} />
      <section className="container" aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home.categories_title')}
        </h2>
        <CategoryTiles categories={loaderData.tiles} />
      </section>
      <section className={`container ${styles.promises}`} aria-label={t('home.promises_label')}>
        {(['free', 'moderated', 'chat'] as const).map((promise) => (
          <div key={promise} className={styles.promise}>
            <h3>{t(`home.promise.${promise}.title`)}</h3>
            <p>{t(`home.promise.${promise}.text`)}</p>
          </div>
        ))}
      </section>
      <section className={`container ${styles.cta}`}>
        <h2>{t('home.cta.title')}</h2>
        <p>{t('home.cta.text')}</p>
        <Link className="button button-primary" to={to('/s/add')}>
          {t('header.add_classified')}
        </Link>
      </section>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const global = (matches.find((match) => (match?.loaderData as { global?: unknown })?.global)?.loaderData ?? {}) as {
    global?: { country: { name: string } };
  };
  return pageMeta(
    `Galope · ${t('home.title', { country: global.global?.country.name ?? '' })}`,
    t('home.meta_description'),
  );
}

export const ErrorBoundary = RouteErrorBoundary;
