import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './ad-page.module.css';

/** How long "Link copied" stays on screen. */
const MESSAGE_MS = 4000;

/**
 * "Copy link" and, where the device has a share sheet, "Share…" (inside the share menu). Both need
 * the browser, so the row appears once the page runs; what the browser supports is only known there.
 */
export function AdShare({ title, url }: { title: string; url: string }) {
  const { t } = useI18n();
  const [support, setSupport] = useState({ copy: false, share: false });
  const [message, setMessage] = useState<'ad.share.copied' | 'ad.share.copy_failed' | null>(null);

  useEffect(() => {
    setSupport({ copy: Boolean(navigator.clipboard?.writeText), share: typeof navigator.share === 'function' });
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage('ad.share.copied');
    } catch {
      setMessage('ad.share.copy_failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too: nothing to tell.
    }
  }

  if (!support.copy && !support.share) return null;
  return (
    <div className={styles.share}>
      <div className={styles.shareButtons}>
        {support.copy ? (
          <button type="button" className="button" onClick={copy}>
            {t('ad.share.copy')}
          </button>
        ) : null}
        {support.share ? (
          <button type="button" className="button" onClick={share}>
            {t('ad.share.share')}
          </button>
        ) : null}
      </div>
      <p role="status" className={message === 'ad.share.copy_failed' ? styles.shareFailed : styles.shareDone}>
        {message ? t(message) : null}
      </p>
    </div>
  );
}
