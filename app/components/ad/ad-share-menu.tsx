import { Suspense, useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { armLoadGates, loadGate } from '../../lib/load-gate.ts';
import { shareLinks } from '../../lib/share-links.ts';
import styles from './ad-page.module.css';

// "Copy link" and the system share sheet need the browser: their code loads when the menu first
// opens (or at the reader's first interaction or idle moment: load-gate.ts), so it is there by
// the time the keyboard reaches them.
const opened = loadGate();
const AdShare = lazyComponent(() => import('./ad-share.tsx').then((module) => module.AdShare), opened.ready);

/**
 * "Share": a disclosure that works without JavaScript, holding plain links to each network's
 * share address and to an e-mail (no script of theirs on the page), then copy link and, where the
 * device has one, its share sheet.
 */
export function AdShareMenu({ title, url }: { title: string; url: string }) {
  const { t } = useI18n();
  const menu = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script ran: no toggle event will come.
  useEffect(() => {
    armLoadGates();
    if (menu.current?.open) opened.open();
  }, []);
  return (
    <details ref={menu} className={styles.shareMenu} onToggle={() => opened.open()}>
      <summary className="button">{t('ad.share.title')}</summary>
      <div className={styles.sharePanel}>
        <ul className={styles.shareLinks}>
          {shareLinks({ title, url }).map(({ target, href }) =>
            target === 'email' ? (
              <li key={target}>
                <a href={href}>{t('ad.share.email')}</a>
              </li>
            ) : (
              <li key={target}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(`ad.share.${target}`)}
                  <span className="visually-hidden"> {t('ad.share.new_window')}</span>
                </a>
              </li>
            ),
          )}
        </ul>
        <Suspense fallback={null}>
          <AdShare title={title} url={url} />
        </Suspense>
      </div>
    </details>
  );
}
