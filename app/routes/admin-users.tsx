import { Form, Link } from 'react-router';
import { formatDate } from '../../common/locale/format.ts';
import { searchUsers } from '../../server/admin/admin-users.ts';
import styles from '../components/admin/admin.module.css';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { AdminPager } from '../components/admin/admin-pager.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-users';

const PAGE_SIZE = 25;
const QUERY_MAX = 100;

/** /admin/users: every account, searched by name or e-mail, newest first, paged. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { users, total } = await searchUsers({ query, page, pageSize: PAGE_SIZE });
  return {
    query,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    users: users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      joined: formatDate(user.createdAt),
      suspended: user.suspendedAt !== null,
    })),
  };
}

export const handle = { hideSearch: true };

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { query, page, pages, total, users } = loaderData;
  const pageLink = (target: number) =>
    `${to('/admin/users')}?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) })}`;
  return (
    <section aria-labelledby="users-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <h1 id="users-title" className={styles.title}>
          {t('admin.users.title')}
        </h1>
        <p className={styles.muted}>{t('admin.users.count', { count: total })}</p>
      </header>
      <Form method="get" role="search" className={styles.search}>
        <div className={formStyles.field}>
          <label htmlFor="users-q" className={formStyles.label}>
            {t('admin.users.search')}
          </label>
          <input id="users-q" type="text" name="q" defaultValue={query} maxLength={QUERY_MAX} />
        </div>
        <button type="submit" className="button button-primary">
          {t('admin.users.search_button')}
        </button>
      </Form>
      {users.length === 0 ? (
        <p className={styles.muted}>{t('admin.users.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {users.map((user) => (
            <li key={user.id} className={styles.row}>
              <Link to={to(`/admin/users/${user.id}`)}>{user.name}</Link>
              <p className={styles.rowFacts}>
                <span>{user.email}</span>
                <span>{t(user.role === 'admin' ? 'admin.users.role_admin' : 'admin.users.role_user')}</span>
                <span>
                  {t('admin.users.joined')} {user.joined}
                </span>
                {user.suspended ? <span className={styles.badge}>{t('admin.users.suspended')}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={page} pages={pages} pageLink={pageLink} />
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.users.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
