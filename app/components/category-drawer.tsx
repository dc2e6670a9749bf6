import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ShellCategory } from '../../server/catalogue/shell-data.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import styles from './left-menu.module.css';

/**
 * The left menu's drawer: categories and their subcategories in a modal dialog (focus trapped,
 * Esc or a click outside closes). Opens as it mounts; `onClose` tells the toggle it closed.
 */
export function CategoryDrawer({ categories, onClose }: { categories: ShellCategory[]; onClose: () => void }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="left-menu-title"
      onClose={onClose}
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
  );
}
