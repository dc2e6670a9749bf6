import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { useRootData } from '../lib/use-root-data.ts';

// Loaded when a guest first points at the button or opens the modal: the modal and the form's
// schema library (zod, ~35 KB gzip) stay off every page's first load (bench:page-weight).
const loadModal = () => import('./sign-in-modal.tsx');
const SignInModal = lazy(() => loadModal().then((module) => ({ default: module.SignInModal })));

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
  // The modal exists only while open, so the page never holds two sign-in forms.
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
  }
  return (
    <>
      <Link
        className={className}
        to={to('/s/add-guest')}
        onClick={openSignIn}
        onPointerEnter={loadModal}
        onFocus={loadModal}
      >
        {label}
      </Link>
      {open ? (
        <Suspense
          fallback={
            <span role="status" className="visually-hidden">
              {t('auth.modal.loading')}
            </span>
          }
        >
          <SignInModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
