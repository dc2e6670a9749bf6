import type { ProfileTrust } from '../../../server/trust/profile-trust.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewStars } from './review-stars.tsx';
import styles from './reviews.module.css';

/** The reviews section of /u and /pro: the average, the count and the latest ones (issue 31). */
export function ProfileReviews({ trust, name, notice }: { trust: ProfileTrust; name: string; notice?: string }) {
  const { t, locale } = useI18n();
  const { summary } = trust;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className={styles.title}>
        {t('trust.review.title')}
      </h2>
      {summary.average !== null ? (
        <p className={styles.summary}>
          <ReviewStars stars={summary.average} />
          <span>
            {t('trust.review.summary', {
              average: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(summary.average),
              count: summary.count,
            })}
          </span>
        </p>
      ) : (
        <p className={styles.muted}>{t('trust.review.none', { name })}</p>
      )}
      <p role="status" className={styles.notice}>
        {notice ?? null}
      </p>
      {trust.reviews.length > 0 ? <ReviewList reviews={trust.reviews} name={name} /> : null}
    </section>
  );
}
