import { useRef } from 'react';
import { Link } from 'react-router';
import type { CategoryView } from '../../server/catalogue/catalogue-views.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import styles from './left-menu.module.css';

/** The left menu: categories and their subcategories in a modal drawer (focus trapped, Esc closes). */
export function LeftMenu({ categories }: { categories: CategoryView[] }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby="left-menu-title"
        onClick={(event) => event.target === dialog.current && close()}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id="left-menu-title" className={styles.title}>
              {t('menu.categories')}
            </h2>
            <button type="button" className={styles.close} onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('header.close_menu')}</span>
            </button>
          </div>
          <nav aria-labelledby="left-menu-title">
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link className={styles.category} to={to(`/c/${category.slug}`)} onClick={close}>
                    {category.name}
                  </Link>
                  <ul className={styles.subcategories}>
                    {category.sub_categories.map((subcategory) => (
                      <li key={subcategory.slug}>
                        <Link to={to(`/c/${category.slug}/${subcategory.slug}`)} onClick={close}>
                          {subcategory.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
