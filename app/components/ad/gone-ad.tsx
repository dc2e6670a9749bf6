import { Link } from 'react-router';
import type { AdCardView } from '../../../server/ads/ad-page-view.ts';
import type { GoneAdView } from '../../../server/ads/gone-ad-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { AdCardGrid } from './ad-card-grid.tsx';
import { AdPicture } from './ad-picture.tsx';
import styles from './gone-ad.module.css';

/**
 * The page of an ad that is no longer available (410): what it was, its first photo while kept,
 * and similar ads nearby, so a buyer following an old link still has somewhere to go.
 */
export function GoneAd({
  ad,
  similar,
  favourites,
}: {
  ad: GoneAdView;
  similar: AdCardView[];
  favourites: readonly string[];
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const more = ad.subcategory ? to(`/c/${ad.subcategory.categorySlug}/${ad.subcategory.slug}`) : to('/');
  return (
    <div className="container">
      <section className={styles.gone} aria-labelledby="gone-title">
        {ad.cover ? (
          <div className={styles.photo}>
            <AdPicture photo={ad.cover} alt="" sizes="(min-width: 600px) 12rem, 40vw" fit="cover" eager />
          </div>
        ) : null}
        <div className={styles.text}>
          <h1 id="gone-title" className={styles.title}>
            {t('ad.gone.title')}
          </h1>
          {ad.title ? <p className={styles.adTitle}>{ad.title}</p> : null}
          {similar.length > 0 ? <p className={styles.lead}>{t('ad.gone.lead')}</p> : null}
          <p>
            <Link className={`button ${styles.more}`} to={more}>
              {ad.subcategory ? t('ad.gone.more', { subcategory: ad.subcategory.name }) : t('ad.gone.home')}
            </Link>
          </p>
        </div>
      </section>
      {similar.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-title">
          <h2 id="similar-title" className={styles.heading}>
            {t('ad.similar_title')}
          </h2>
          <AdCardGrid ads={similar} favourites={favourites} />
        </section>
      ) : null}
    </div>
  );
}
