import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardPictureSources } from '../../../common/ads/picture-sources.ts';
import type { AdCardView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import styles from './ad-card.module.css';
import { AdPicture, AdPlaceholderImage } from './ad-picture.tsx';

/** A card is half a phone's width (two columns), then about a third or a quarter of 72rem. */
const CARD_SIZES = '(min-width: 1152px) 280px, (min-width: 960px) 25vw, (min-width: 600px) 45vw, 50vw';

/** In a row the photo takes about a third of the content width, a little more on a phone. */
const ROW_SIZES = '(min-width: 1152px) 260px, 40vw';

const BADGE_TEXT = { sold: 'ad.sold', reserved: 'ad.reserved', wanted: 'search_type.demand' } as const;

/** A card as the browser gets it: the ad's id stays on the server (favourites match by slug). */
export type ListedAd = Omit<AdCardView, 'id'>;

/**
 * One ad in a listing: its cover, title (the link), price, the attributes its category's buyers
 * look at first, where and when; "Sold" over the photo.
 * `row` lays it out photo beside text; `favourite` is the corner slot for the favourite button.
 */
export function AdCard({
  ad,
  layout = 'grid',
  favourite,
  eager = false,
}: {
  ad: ListedAd;
  layout?: 'grid' | 'row';
  favourite?: ReactNode;
  /** The first cards of a results page are in the first screen: no lazy loading for them. */
  eager?: boolean;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  // A town named like its province (Huelva, Huelva) is said once.
  const place = [...new Set([ad.town, ad.province].filter(Boolean))].join(', ');
  return (
    <article className={`${styles.card} ${layout === 'row' ? styles.row : ''}`}>
      <div className={styles.photo}>
        {ad.cover ? (
          <AdPicture
            photo={cardPictureSources(ad.cover)}
            alt=""
            sizes={layout === 'row' ? ROW_SIZES : CARD_SIZES}
            fit="cover"
            eager={eager}
          />
        ) : (
          <AdPlaceholderImage alt="" />
        )}
        {ad.badge ? <span className={styles.sold}>{t(BADGE_TEXT[ad.badge])}</span> : null}
      </div>
      {favourite ? <div className={styles.favourite}>{favourite}</div> : null}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link className={styles.link} to={to(`/s/${ad.slug}`)} data-prefetch>
            {ad.title}
          </Link>
        </h3>
        <p className={styles.price}>{ad.price ?? t('ad.price_on_request')}</p>
        {ad.attributes.length > 0 ? <p className={styles.attributes}>{ad.attributes.join(' · ')}</p> : null}
        {place || ad.publishedAt || ad.distanceKm !== undefined ? (
          <p className={styles.meta}>
            {place ? <span>{place}</span> : null}
            {ad.distanceKm !== undefined ? <span>{t('card.distance_km', { km: ad.distanceKm })}</span> : null}
            {ad.publishedAt ? <span>{ad.publishedAt}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
