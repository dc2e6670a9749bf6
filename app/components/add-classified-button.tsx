import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { useRootData } from '../lib/use-root-data.ts';
import styles from './add-classified-button.module.css';

// Loaded when the modal first opens: the form's schema library (zod, ~35 KB gzip) stays off
// every page's first load (bench:page-weight).
const SignInForm = lazy(() => import('./sign-in-form.tsx').then((module) => ({ default: module.SignInForm })));

/** Spec §9 mobile breakpoint: at most this wide, a guest posts through the guest add page. */
const MOBILE_MAX_WIDTH = 575;

/**
 * "Post an ad" (spec §4): signed in → the add page. A guest on a phone → the guest add page; on a
 * wider screen → a sign-in modal that continues to the add page only once signed in.
 */
export function AddClassifiedButton({ className }: { className: string }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { user } = useRootData();
  const dialog = useRef<HTMLDialogElement>(null);
  // The form exists only while the modal is open, so the page never holds two sign-in forms.
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <span aria-hidden="true">+</span> {t('header.add_classified')}
    </>
  );
  if (user) {
    return (
      <Link className={className} to={to('/s/add')}>
        {label}
      </Link>
    );
  }
  function openSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return;
    event.preventDefault();
    setOpen(true);
    dialog.current?.showModal();
  }
  return (
    <>
      <Link className={className} to={to('/s/add-guest')} onClick={openSignIn}>
        {label}
      </Link>
      <dialog ref={dialog} className={styles.modal} aria-labelledby="add-sign-in-title" onClose={() => setOpen(false)}>
        {open ? (
          <>
            <div className={styles.head}>
              <h2 id="add-sign-in-title">{t('auth.modal.title')}</h2>
              <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('auth.modal.close')}</span>
              </button>
            </div>
            <p className={styles.intro}>{t('auth.modal.intro')}</p>
            <Suspense fallback={<p className={styles.intro}>{t('auth.modal.loading')}</p>}>
              <SignInForm redirectTo={to('/s/add')} idPrefix="add-sign-in" />
            </Suspense>
            <p>
              {t('auth.sign_in.no_account')} <Link to={to('/sign-up')}>{t('header.sign_up')}</Link>
            </p>
          </>
        ) : null}
      </dialog>
    </>
  );
}
