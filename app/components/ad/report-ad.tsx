import { useFetcher, useLocation } from 'react-router';
import { AD_REPORT_NOTE_MAX, AD_REPORT_REASONS } from '../../../common/moderation/report-reasons.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './report-ad.module.css';

/**
 * "Report this ad" for a signed-in reader who is not the seller: a reason from the list and an
 * optional note, sent to the administration's reports queue. Loaded on its own (lazy), so a
 * guest's download of the ad page does not grow; posts as a plain form before JavaScript.
 */
export function ReportAd({ slug, reported }: { slug: string; reported: boolean }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ reported?: boolean; error?: string }>();
  const done = reported || (fetcher.state === 'idle' && fetcher.data?.reported);
  return (
    <section id="report" className={styles.report} aria-label={t('report_ad.title')}>
      {done ? (
        <p role="status" className={styles.done}>
          {t('report_ad.sent')}
        </p>
      ) : (
        <details>
          <summary>{t('report_ad.title')}</summary>
          <fetcher.Form method="post" action={to(`/s/${slug}/report`)} className={styles.form}>
            <CsrfInput />
            <input type="hidden" name="returnTo" value={pathname} />
            <div className={formStyles.field}>
              <label htmlFor="report-reason" className={formStyles.label}>
                {t('report_ad.reason')}
              </label>
              <select id="report-reason" name="reason" required defaultValue="">
                <option value="" disabled>
                  {t('report_ad.choose_reason')}
                </option>
                {AD_REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`report_ad.reason.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={formStyles.field}>
              <label htmlFor="report-note" className={formStyles.label}>
                {t('report_ad.note')}
              </label>
              <textarea id="report-note" name="note" rows={3} maxLength={AD_REPORT_NOTE_MAX} />
            </div>
            <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
              {t('report_ad.send')}
            </button>
            {fetcher.data?.error ? (
              <p role="alert" className={formStyles.error}>
                {fetcher.data.error}
              </p>
            ) : null}
          </fetcher.Form>
        </details>
      )}
    </section>
  );
}
