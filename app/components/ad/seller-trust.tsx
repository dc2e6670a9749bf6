import { Link } from 'react-router';
import type { ProfileTrust } from '../../../server/trust/profile-trust.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import styles from './seller-trust.module.css';

/**
 * The seller card's trust part (issue 31): reviews' average and count (to their list on the
 * seller's page) and the latest one, how the seller answers, ads sold, verified e-mail and phone.
 * A child of the card of its own, so the card's layout can move without it. Self-contained (it
 * imports no other trust component): each chunk it pulled in would lengthen the ad page's list of
 * preloads, and that page is at its JavaScript budget.
 */
export function SellerTrust({ trust }: { trust: ProfileTrust | undefined }) {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  if (!trust) return null;
  const { summary, response } = trust;
  const latest = trust.reviews[0];
  return (
    <div className={styles.trust}>
      {summary.average !== null ? (
        <p className={styles.rating}>
          <span
            className={styles.stars}
            role="img"
            aria-label={t('trust.review.stars_label', { stars: summary.average })}
          >
            {'★'.repeat(Math.round(summary.average))}
          </span>
          <Link to={to(`/u/${trust.slug}#reviews`)}>
            {t('trust.review.summary', {
              average: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(summary.average),
              count: summary.count,
            })}
          </Link>
        </p>
      ) : null}
      {latest?.body ? (
        <blockquote className={styles.quote}>
          <p>{latest.body}</p>
          <footer>
            {latest.author.name} · {latest.date}
          </footer>
        </blockquote>
      ) : null}
      <ul className={styles.facts}>
        {response?.time ? <li>{t(response.time.key, response.time.values)}</li> : null}
        {response ? <li>{t('trust.response.rate', { percent: response.ratePercent })}</li> : null}
        <li>{t('trust.sold_count', { count: trust.soldCount })}</li>
        {trust.emailVerified ? <li className={styles.badge}>{t('trust.verified_email')}</li> : null}
        {trust.phoneVerified ? <li className={styles.badge}>{t('trust.verified_phone')}</li> : null}
      </ul>
    </div>
  );
}
