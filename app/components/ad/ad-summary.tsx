import { Link } from 'react-router';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import styles from './ad-page.module.css';

/** The ad's heading: where it is filed, its title, its price in large type, "Wanted" and "Sold". */
export function AdSummary({
  ad,
}: {
  ad: Pick<AdPageView, 'title' | 'type' | 'badge' | 'price' | 'category' | 'subcategory' | 'publishedAt'>;
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
      {ad.publishedAt ? <p className={styles.published}>{t('ad.published_on', { date: ad.publishedAt })}</p> : null}
    </div>
  );
}
