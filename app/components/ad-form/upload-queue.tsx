import { useI18n } from '../../i18n/i18n-context.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import { formatBytes, formatShare, uploadShare } from './upload-progress.ts';
import { canRetry, type MediaField, type QueuedFile } from './use-upload-queue.ts';

/**
 * The chosen files not yet kept: each with its bar while it travels, its reason when it failed,
 * and what can be done (cancel, try again, remove). A polite live region says how many are left.
 */
export function UploadQueue({
  field,
  items,
  onRetry,
  onRemove,
}: {
  field: MediaField;
  items: QueuedFile[];
  onRetry: (key: number) => void;
  onRemove: (key: number) => void;
}) {
  const { t, locale } = useI18n();
  const left = items.filter((item) => item.phase !== 'failed').length;
  return (
    <>
      <p role="status" className="visually-hidden">
        {left > 0 ? (field === 'photos' ? t('posting.upload.photos', { count: left }) : t('posting.upload.video')) : ''}
      </p>
      {items.length > 0 ? (
        <ul className={styles.queue} aria-label={t('posting.upload.queue')}>
          {items.map((item) => {
            const name = item.file.name.slice(0, 80);
            const share = uploadShare(item.loaded, item.total);
            const percent = formatShare(share, locale);
            const sizes = item.total
              ? t('posting.upload.bytes', {
                  sent: formatBytes(item.loaded, locale),
                  total: formatBytes(item.total, locale),
                })
              : '';
            const id = `${field}-upload-${item.key}`;
            return (
              <li key={item.key} className={styles.uploadProgress} data-phase={item.phase}>
                <div className={styles.uploadRow}>
                  <span id={id} className={styles.uploadName}>
                    {name}
                  </span>
                  {item.phase === 'sending' ? <strong aria-hidden="true">{percent}</strong> : null}
                </div>
                {item.phase === 'failed' ? (
                  <p className={formStyles.error}>
                    {t(item.error?.key ?? 'errors.storage_failed', item.error?.values)}
                  </p>
                ) : (
                  <div
                    role="progressbar"
                    aria-labelledby={id}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(share * 100)}
                    aria-valuetext={
                      item.phase === 'waiting' ? t('posting.upload.waiting') : sizes ? `${percent}, ${sizes}` : percent
                    }
                    className={styles.uploadTrack}
                  >
                    <span style={{ transform: `scaleX(${share})` }} />
                  </div>
                )}
                <div className={`${styles.uploadRow} ${formStyles.hint}`}>
                  <span aria-hidden="true">
                    {item.phase === 'waiting'
                      ? t('posting.upload.waiting')
                      : item.phase === 'sending'
                        ? share === 1
                          ? t('posting.upload.saving')
                          : sizes
                        : ''}
                  </span>
                  <span className={styles.uploadActions}>
                    {canRetry(item) ? (
                      <button type="button" className={styles.tileButton} onClick={() => onRetry(item.key)}>
                        {t('posting.upload.retry')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    ) : null}
                    {/* Once every byte is sent the server is already saving: too late to take it back. */}
                    <button
                      type="button"
                      className={styles.tileButton}
                      onClick={() => onRemove(item.key)}
                      disabled={item.phase === 'sending' && share === 1}
                    >
                      {t(item.phase === 'failed' ? 'posting.upload.remove' : 'posting.upload.cancel')}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
