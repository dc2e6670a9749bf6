import { Link } from 'react-router';
import type { AdFlags } from '../../../server/moderation/ad-flags.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import styles from './moderation.module.css';

/** What deserves a second look before deciding (docs/decisions/0029-moderation-flags.md). */
export function ModerationFlags({ flags, refusals }: { flags: AdFlags; refusals: number }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const any = flags.reusedPhotos.length > 0 || flags.scamWords.length > 0 || flags.openReports > 0 || refusals > 0;
  if (!any) return null;
  return (
    // A named list, not a region: every card has its flags, and landmarks must have unique names.
    <div className={styles.flags}>
      <ul aria-label={t('admin.moderation.flags')}>
        {flags.reusedPhotos.length > 0 ? (
          <li>
            <strong>{t('admin.moderation.flag.reused_photo')}</strong>{' '}
            {flags.reusedPhotos.map((match, index) => (
              <span key={match.adSlug}>
                {index > 0 ? ', ' : null}
                <Link to={to(`/s/${match.adSlug}`)}>{match.adTitle || t('admin.moderation.untitled')}</Link>{' '}
                {t('admin.moderation.flag.reused_by', { name: match.ownerName, status: match.adStatus })}
              </span>
            ))}
          </li>
        ) : null}
        {refusals > 0 ? (
          <li>
            <strong>{t('admin.moderation.flag.refusals', { count: refusals })}</strong>
          </li>
        ) : null}
        {flags.scamWords.length > 0 ? (
          <li>
            <strong>{t('admin.moderation.flag.scam_words')}</strong>{' '}
            {flags.scamWords.map((kind) => t(`admin.moderation.scam.${kind}`)).join(', ')}
          </li>
        ) : null}
        {flags.openReports > 0 ? (
          <li>
            <strong>
              <Link to={to('/admin/reports')}>{t('admin.moderation.flag.reports', { count: flags.openReports })}</Link>
            </strong>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
