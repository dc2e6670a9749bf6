import { Link } from 'react-router';
import type { HomeAds } from '../../server/ads/home-ads.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { AdCardGrid } from './ad/ad-card-grid.tsx';
import styles from './home-ad-rows.module.css';

/**
 * The home page's ads (issue 29): newest near the reader, the ads they viewed lately, and the
 * newest of each main category. Below the first screen on a phone: every photo loads lazily,
 * sized by the grid.
 */
export function HomeAdRows({ ads, favourites }: { ads: HomeAds; favourites: string[] }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const rows = [
    ads.near.ads.length > 0
      ? { id: 'home-near', title: t('home.newest_near'), note: ads.near.place, href: null, ads: ads.near.ads }
      : null,
    ads.recentlyViewed.length > 0
      ? { id: 'home-recent', title: t('home.recently_viewed'), note: null, href: null, ads: ads.recentlyViewed }
      : null,
    ...ads.byCategory.map((category) => ({
      id: `home-${category.slug}`,
      title: t('home.newest_in', { category: category.name }),
      note: null,
      href: to(`/c/${category.slug}`),
      ads: category.ads,
    })),
  ].filter((row) => row !== null);
  return (
    <>
      {rows.map((row) => (
        <section key={row.id} className={`container ${styles.row}`} aria-labelledby={row.id}>
          <div className={styles.head}>
            <h2 id={row.id} className={styles.title}>
              {row.title}
              {row.note ? <span className={styles.note}> {row.note}</span> : null}
            </h2>
            {row.href ? (
              <Link to={row.href} className={styles.more}>
                {t('home.see_all')}
              </Link>
            ) : null}
          </div>
          <AdCardGrid ads={row.ads} favourites={favourites} />
        </section>
      ))}
    </>
  );
}
