import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import styles from './save-search.module.css';
import type { SaveSearchView } from './save-search-view.ts';

// The dialog's code (the form library and its schema) loads when the button is pointed at or
// focused, off the search page's first download.
const loadDialog = () => import('./save-search-dialog.tsx');
const SaveSearchDialog = lazyComponent(() => loadDialog().then((module) => module.SaveSearchDialog));

export type { SaveSearchView };

/**
 * "Save search" on the search page: a dialog with the search's name (prefilled from what it looks
 * for) and how often to hear about new ads. A guest goes to sign in and comes back to this dialog.
 */
export function SaveSearch({ save }: { save: SaveSearchView }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(save.open);
  if (!save.signedIn) {
    return (
      <Link className={`button ${styles.trigger}`} to={save.signInHref} title={t('saved_searches.sign_in_to_save')}>
        <BellIcon />
        {t('saved_searches.save_button')}
      </Link>
    );
  }
  return (
    <>
      <a
        className={`button ${styles.trigger}`}
        href={save.saveHref}
        aria-haspopup="dialog"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <BellIcon />
        {t('saved_searches.save_button')}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog save={save} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
    </svg>
  );
}
