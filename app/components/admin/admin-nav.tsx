import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import styles from './admin.module.css';

const SECTIONS = [
  { path: '/admin', label: 'admin.nav.dashboard' },
  { path: '/admin/moderation', label: 'admin.nav.moderation' },
  { path: '/admin/reports', label: 'admin.nav.reports' },
  { path: '/admin/users', label: 'admin.nav.users' },
  { path: '/admin/audit', label: 'admin.nav.audit' },
  { path: '/admin/content', label: 'admin.nav.content' },
] as const;

/** Sections whose pages below them keep the section marked (a user's page, a content type). */
const WITH_CHILDREN: readonly string[] = ['/admin/users', '/admin/content'];

/** The admin area's sections, on top of each admin page. */
export function AdminNav() {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('admin.nav.label')} className={styles.nav}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={to(section.path)} end={!WITH_CHILDREN.includes(section.path)}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
