import { useI18n } from '../../i18n/i18n-context.tsx';
import { lazyNearScreen } from '../../lib/lazy-near-screen.tsx';
import { shareLinks } from '../../lib/share-links.ts';
import styles from './ad-page.module.css';

// "Copy link" and the system share sheet need the browser: their code loads when the menu opens
// (a closed <details> keeps its content off the screen, so the observer waits for it).
const AdShare = lazyNearScreen(() => import('./ad-share.tsx').then((module) => module.AdShare));

/**
 * "Share": a disclosure that works without JavaScript, holding plain links to each network's
 * share address and to an e-mail (no script of theirs on the page), then copy link and, where the
 * device has one, its share sheet.
 */
export function AdShareMenu({ title, url }: { title: string; url: string }) {
  const { t } = useI18n();
  return (
    <details className={styles.shareMenu}>
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
        <AdShare title={title} url={url} />
      </div>
    </details>
  );
}
