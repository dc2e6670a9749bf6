import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './admin.module.css';

/** Previous / "page N of M" / next under an admin list; nothing when everything fits on one page. */
export function AdminPager({
  page,
  pages,
  pageLink,
}: {
  page: number;
  pages: number;
  pageLink: (page: number) => string;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('admin.users.page', { page, pages })}>
      {page > 1 ? <Link to={pageLink(page - 1)}>{t('admin.users.previous')}</Link> : <span />}
      <span className={styles.muted}>{t('admin.users.page', { page, pages })}</span>
      {page < pages ? <Link to={pageLink(page + 1)}>{t('admin.users.next')}</Link> : <span />}
    </nav>
  );
}
