import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import { formatBytes, formatShare, uploadShare } from './upload-progress.ts';
import type { UploadEnd, UploadState } from './use-upload.ts';

/**
 * The bytes of an upload travelling: a bar with the percentage and the sizes, and a way to stop.
 * The start and the end are said once in a polite live region; the changing numbers are not.
 */
export function UploadStatus({
  field,
  state,
  ended,
  onCancel,
}: {
  field: 'photos' | 'video';
  state: UploadState;
  ended: { end: UploadEnd; files: number } | undefined;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const sending = state.phase === 'sending' ? state : undefined;
  const label =
    field === 'photos' ? t('posting.upload.photos', { count: sending?.files ?? 0 }) : t('posting.upload.video');
  const said = sending
    ? label
    : ended?.end === 'done'
      ? t(field === 'photos' ? 'posting.upload.done_photos' : 'posting.upload.done_video', { count: ended.files })
      : ended?.end === 'cancelled'
        ? t('posting.upload.cancelled')
        : '';
  const cancel = useRef<HTMLButtonElement>(null);
  const started = Boolean(sending);
  // The upload button hides while the files travel: the focus goes to the one thing left to do.
  useEffect(() => {
    const active = document.activeElement;
    const form = cancel.current?.closest('form');
    if (started && (!active || active === document.body || form?.contains(active))) cancel.current?.focus();
  }, [started]);
  const share = sending ? uploadShare(sending.loaded, sending.total) : 0;
  const percent = formatShare(share, locale);
  const sizes = sending?.total
    ? t('posting.upload.bytes', {
        sent: formatBytes(sending.loaded, locale),
        total: formatBytes(sending.total, locale),
      })
    : '';
  return (
    <>
      <p role="status" className={sending || !said ? 'visually-hidden' : formStyles.hint}>
        {said}
      </p>
      {sending ? (
        <div className={styles.uploadProgress}>
          <div className={styles.uploadRow}>
            <span id={`${field}-progress`}>{label}</span>
            <strong aria-hidden="true">{percent}</strong>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${field}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-valuetext={sizes ? `${percent}, ${sizes}` : percent}
            className={styles.uploadTrack}
          >
            <span style={{ transform: `scaleX(${share})` }} />
          </div>
          <div className={`${styles.uploadRow} ${formStyles.hint}`}>
            <span aria-hidden="true">{share === 1 ? t('posting.upload.saving') : sizes}</span>
            {/* Once every byte is sent the server is already saving: too late to take it back. */}
            <button ref={cancel} type="button" className={styles.tileButton} onClick={onCancel} disabled={share === 1}>
              {t('posting.upload.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
