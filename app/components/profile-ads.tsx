import type { AdCardView } from '../../server/ads/ad-page-view.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { AdCardGrid } from './ad/ad-card-grid.tsx';
import { EmptyState } from './empty-state.tsx';
import styles from './profile-ads.module.css';

/** A profile's visible ads, newest first, or a calm empty state. */
export function ProfileAds({
  name,
  ads,
  favourites,
}: {
  name: string;
  ads: AdCardView[];
  /** Which of `ads` the reader has favourited (ids). */
  favourites: string[];
}) {
  const { t } = useI18n();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="profile-ads">
      <h2 id="profile-ads" className={styles.title}>
        {t('profile.ads_title')}
      </h2>
      {ads.length > 0 ? (
        <AdCardGrid ads={ads} favourites={favourites} />
      ) : (
        <EmptyState title={t('profile.no_ads')}>
          <p>{t('profile.no_ads_text', { name })}</p>
        </EmptyState>
      )}
    </section>
  );
}
