import { Suspense } from 'react';
import { Link } from 'react-router';
import { adReference } from '../../../common/ads/ad-reference.ts';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import styles from './ad-page.module.css';

// Only the browser knows where the reader is, and only some readers have told it: its own chunk.
const ReaderDistance = lazyComponent(() => import('./reader-distance.tsx').then((module) => module.ReaderDistance));

/**
 * The ad's heading: where it is filed, its title, its price in large type, "Wanted" and "Sold",
 * where the horse is (and how far from the reader, when the browser knows), the date and the
 * reference a buyer quotes.
 */
export function AdSummary({
  ad,
}: {
  ad: Pick<
    AdPageView,
    'slug' | 'title' | 'type' | 'badge' | 'price' | 'category' | 'subcategory' | 'publishedAt' | 'location'
  >;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const hasTags = ad.type === 'demand' || ad.badge;
  return (
    <div className={styles.summary}>
      {ad.category.slug && ad.subcategory.slug ? (
        <p className={styles.filed}>
          <Link to={to(`/c/${ad.category.slug}`)}>{ad.category.name}</Link>
          <span aria-hidden="true"> › </span>
          <Link to={to(`/c/${ad.category.slug}/${ad.subcategory.slug}`)}>{ad.subcategory.name}</Link>
        </p>
      ) : null}
      <h1 className={styles.title}>{ad.title}</h1>
      {hasTags ? (
        <p className={styles.tags}>
          {ad.type === 'demand' ? <span className={styles.wanted}>{t('ad.type.demand')}</span> : null}
          {ad.badge ? <span className={styles.sold}>{t(ad.badge)}</span> : null}
        </p>
      ) : null}
      <p className={styles.price}>
        <span className="visually-hidden">{t('ad.price')}: </span>
        {ad.price?.formatted ?? t('ad.price_on_request')}
      </p>
      {ad.location ? (
        <p className={styles.where}>
          <span className="visually-hidden">{t('ad.location_title')}: </span>
          {ad.location.town ? `${ad.location.town}, ${ad.location.province}` : ad.location.province}
          {ad.location.map ? (
            <Suspense fallback={null}>
              <ReaderDistance lat={ad.location.map.lat} lng={ad.location.map.lng} />
            </Suspense>
          ) : null}
        </p>
      ) : null}
      <p className={styles.published}>
        {ad.publishedAt ? `${t('ad.published_on', { date: ad.publishedAt })} · ` : null}
        {t('ad.reference', { reference: adReference(ad.slug) })}
      </p>
    </div>
  );
}
