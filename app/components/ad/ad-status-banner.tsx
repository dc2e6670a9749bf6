import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { moderationReasonText } from '../../lib/moderation-reason-text.ts';
import { adState } from './ad-state.ts';
import styles from './ad-status-banner.module.css';

/** For the owner or an administrator looking at an ad the public cannot see: which state it is in. */
export function AdStatusBanner({
  ad,
}: {
  ad: Pick<AdPageView, 'status' | 'active' | 'isPublic' | 'moderationReason'>;
}) {
  const { t } = useI18n();
  const state = adState(ad);
  if (!state) return null;
  return (
    <div className={`${styles.banner} ${state === 'refused' ? styles.refused : ''}`}>
      <p className={styles.bannerState}>{t(`ad.state.${state}`)}</p>
      {state === 'refused' && ad.moderationReason ? (
        <p className={styles.bannerReason}>
          {t('ad.state.reason', { reason: moderationReasonText(ad.moderationReason, t) })}
        </p>
      ) : null}
    </div>
  );
}
