import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './network-status.module.css';

type Status = 'online' | 'offline' | 'back-online';

/** Tells the visitor when the connection drops and when it returns (spec §4). */
export function NetworkStatus() {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setStatus('offline');
    };
    const online = () => {
      setStatus('back-online');
      timer = setTimeout(() => setStatus('online'), 4000);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {status === 'offline' ? <p className={`${styles.notice} ${styles.offline}`}>{t('network.offline')}</p> : null}
      {status === 'back-online' ? <p className={styles.notice}>{t('network.online')}</p> : null}
    </div>
  );
}
