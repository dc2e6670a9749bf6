import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import styles from './add-classified-button.module.css';
import { SignInForm } from './sign-in-form.tsx';

/**
 * "Sign in to post your ad": a modal with the sign-in form that continues to the add page once
 * signed in. Opens as it mounts; `onClose` tells the button it closed.
 */
export function SignInModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className={styles.modal} aria-labelledby="add-sign-in-title" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="add-sign-in-title">{t('auth.modal.title')}</h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('auth.modal.close')}</span>
        </button>
      </div>
      <p className={styles.intro}>{t('auth.modal.intro')}</p>
      <SignInForm redirectTo={to('/s/add')} idPrefix="add-sign-in" />
      <p>
        {t('auth.sign_in.no_account')} <Link to={to('/sign-up')}>{t('header.sign_up')}</Link>
      </p>
    </dialog>
  );
}
