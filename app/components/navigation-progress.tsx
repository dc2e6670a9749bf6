import { useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './navigation-progress.module.css';

/** A thin bar across the top while a navigation or form submission is under way (spec §4, §9). */
export function NavigationProgress() {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      className={`${styles.track} ${busy ? styles.busy : ''}`}
      role="progressbar"
      aria-label={t('nav.loading')}
      aria-hidden={!busy}
      aria-busy={busy}
    >
      <div className={styles.bar} />
    </div>
  );
}
