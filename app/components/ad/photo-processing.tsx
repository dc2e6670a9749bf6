import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './photo-processing.module.css';

/** A photo still being converted after upload: a calm tile instead of a broken image. */
export function PhotoProcessing({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  return (
    <div className={`${styles.tile} ${compact ? styles.compact : ''}`}>
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="9" cy="10" r="1.75" fill="currentColor" />
        <path d="m4.5 17 5-5 3.5 3.5 2.5-2.5 4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className={compact ? 'visually-hidden' : undefined}>{t('ad.gallery.processing')}</span>
    </div>
  );
}
