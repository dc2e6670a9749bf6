import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { AddClassifiedButton } from './add-classified-button.tsx';
import { LeftMenu } from './left-menu.tsx';
import { Logo } from './logo.tsx';
import { SearchBar } from './search-bar.tsx';
import styles from './site-header.module.css';

const AccountActions = lazy(() =>
  import('./account-actions.tsx').then((module) => ({ default: module.AccountActions })),
);

/**
 * Logo, left menu, the search bar (behind a toggle on small screens, hidden on special pages),
 * post-an-ad button, and the guest links or the user menu.
 */
export function SiteHeader({ global, showSearchToggle }: { global: ShellData; showSearchToggle: boolean }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const [searchOpen, setSearchOpen] = useState(false);
  const { user } = useRootData();
  return (
    <header className={styles.header}>
      <a className={`visually-hidden ${styles.skip}`} href="#main">
        {t('header.skip_to_content')}
      </a>
      <div className={`container ${styles.bar}`}>
        <LeftMenu categories={global.categories} />
        <Link to={to('/')} className={styles.logoLink} aria-label={t('header.home')}>
          <Logo />
        </Link>
        {showSearchToggle ? (
          // Spec §2: submitting closes the search window (on phones, the toggled bar): the bar's
          // submit event bubbles up here.
          <div
            id="header-search"
            className={styles.search}
            data-open={searchOpen || undefined}
            onSubmit={() => setSearchOpen(false)}
          >
            <SearchBar global={global} />
          </div>
        ) : null}
        <nav className={styles.actions} aria-label={t('header.account_nav')}>
          {showSearchToggle ? (
            <button
              type="button"
              className={styles.searchToggle}
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => {
                setSearchOpen(!searchOpen);
                // The bar sits before this button: bring the keyboard to its text box.
                requestAnimationFrame(() => document.querySelector<HTMLElement>('#header-search input')?.focus());
              }}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t('header.search_toggle')}</span>
            </button>
          ) : null}
          {user ? (
            <Suspense fallback={null}>
              <AccountActions user={user} />
            </Suspense>
          ) : (
            <>
              <Link className={`${styles.textLink} ${styles.signIn}`} to={to('/sign-in')}>
                <span>{t('header.sign_in')}</span>
              </Link>
              <Link className={`${styles.textLink} ${styles.wide}`} to={to('/sign-up')}>
                {t('header.sign_up')}
              </Link>
            </>
          )}
          <AddClassifiedButton className={`button button-primary ${styles.post}`} />
        </nav>
      </div>
    </header>
  );
}
