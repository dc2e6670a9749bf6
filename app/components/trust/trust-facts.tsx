import type { ProfileTrust } from '../../../server/trust/profile-trust.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './trust-facts.module.css';

/**
 * How a person deals (issue 31), as list items: response time and rate (once the job has enough
 * conversations), ads sold, and the verified e-mail and phone badges.
 */
export function TrustFacts({ trust }: { trust: ProfileTrust }) {
  const { t } = useI18n();
  const { response } = trust;
  return (
    <>
      {response?.time ? <li>{t(response.time.key, response.time.values)}</li> : null}
      {response ? <li>{t('trust.response.rate', { percent: response.ratePercent })}</li> : null}
      <li>{t('trust.sold_count', { count: trust.soldCount })}</li>
      {trust.emailVerified ? (
        <li>
          <span className={styles.badge}>{t('trust.verified_email')}</span>
        </li>
      ) : null}
      {trust.phoneVerified ? (
        <li>
          <span className={styles.badge}>{t('trust.verified_phone')}</span>
        </li>
      ) : null}
    </>
  );
}
