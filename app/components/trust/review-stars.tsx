import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './reviews.module.css';

/** Five stars, `stars` of them filled, read out as "4 out of 5 stars". */
export function ReviewStars({ stars }: { stars: number }) {
  const { t } = useI18n();
  const filled = Math.round(stars);
  return (
    <span className={styles.stars} role="img" aria-label={t('trust.review.stars_label', { stars })}>
      {'★'.repeat(filled)}
      <span className={styles.empty}>{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
