import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './ad-owner-actions.module.css';
import { adState, type OwnerIntent, ownerSwitches } from './ad-state.ts';

/**
 * The owner's tools on their ad: edit, hide or show, take back a reservation, sold or available, delete. Plain POST forms,
 * so they work before JavaScript loads; deleting takes a second, deliberate step.
 */
export function AdOwnerActions({
  ad,
  result,
}: {
  ad: Pick<AdPageView, 'slug' | 'status' | 'active' | 'isPublic' | 'sold' | 'badge'>;
  /** The last action's answer: a new object each time, even for the same intent. */
  result?: { done: Exclude<OwnerIntent, 'delete'> };
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const status = useRef<HTMLParagraphElement>(null);
  const expired = adState(ad) === 'expired';

  // The pressed button is replaced by its opposite (Hide → Show again): give the focus to the news.
  useEffect(() => {
    if (result) status.current?.focus();
  }, [result]);

  return (
    <section className={styles.owner} aria-labelledby="ad-owner-title">
      <h2 id="ad-owner-title" className={styles.ownerTitle}>
        {t('ad.owner.title')}
      </h2>
      <p ref={status} role="status" tabIndex={-1} className={styles.ownerDone}>
        {result ? t(`ad.owner.done.${result.done}`) : null}
      </p>
      <div className={styles.ownerButtons}>
        <Link className="button button-primary" to={to(`/s/${ad.slug}/edit`)}>
          {t('ad.owner.edit')}
        </Link>
        <Link className="button" to={to(`/s/${ad.slug}/visits`)}>
          {t('visits.manage')}
        </Link>
        {ownerSwitches(ad).map((intent) => (
          <Form method="post" key={intent}>
            <CsrfInput />
            <input type="hidden" name="intent" value={intent} />
            <button type="submit" className="button">
              {t(intent === 'activate' && expired ? 'ad.owner.renew' : `ad.owner.${intent}`)}
            </button>
          </Form>
        ))}
      </div>
      <details className={styles.delete}>
        <summary className="button">{t('ad.owner.delete')}</summary>
        <div className={styles.deleteConfirm}>
          <p>{t('ad.owner.delete_text')}</p>
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={`button ${styles.danger}`}>
              {t('ad.owner.delete_confirm')}
            </button>
          </Form>
        </div>
      </details>
    </section>
  );
}
