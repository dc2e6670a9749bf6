import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './profile-ads.module.css';

/** A profile's ads. They arrive with the ads feature; until then, the empty state. */
export function ProfileAds({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="profile-ads">
      <h2 id="profile-ads" className={styles.title}>
        {t('profile.ads_title')}
      </h2>
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('profile.no_ads')}</p>
        <p>{t('profile.no_ads_text', { name })}</p>
      </div>
    </section>
  );
}
