import { lazy, Suspense, useState } from 'react';
import type { ShellCategory } from '../../server/catalogue/shell-data.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './left-menu.module.css';

// The drawer loads when the menu is first pointed at or opened: off every page's first download.
const loadDrawer = () => import('./category-drawer.tsx');
const CategoryDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CategoryDrawer })));

/** The left menu's toggle; the categories open in a drawer (the footer lists them for everyone). */
export function LeftMenu({ categories }: { categories: ShellCategory[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CategoryDrawer categories={categories} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
