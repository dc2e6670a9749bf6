import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import { PROGRESS_BAR_DELAY_MS } from '../lib/navigation-timing.ts';
import styles from './navigation-progress.module.css';

/**
 * A thin bar across the top while a navigation or form submission is under way (spec §4, §9). It
 * appears only once the navigation has lasted `PROGRESS_BAR_DELAY_MS`: a fast one shows nothing.
 */
export function NavigationProgress() {
  const { t } = useI18n();
  const busy = useShownAfter(useNavigation().state !== 'idle', PROGRESS_BAR_DELAY_MS);
  return (
    <div
      className={`${styles.track} ${busy ? styles.busy : ''}`}
      role="progressbar"
      aria-label={t('nav.loading')}
      aria-hidden={!busy}
      aria-busy={busy}
      data-busy={busy || undefined}
    >
      <div className={styles.bar} />
    </div>
  );
}

/** `active`, once it has stayed true for `delayMs`; false at once when it ends. */
function useShownAfter(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
