import { Link } from 'react-router';
import { formatDate } from '../../common/locale/format.ts';
import { loadDashboard } from '../../server/admin/dashboard.ts';
import styles from '../components/admin/admin.module.css';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { DayChart } from '../components/admin/day-chart.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-dashboard';

/** /admin: the queue's size, open reports, ads published and new users per day for 30 days. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  const dashboard = await loadDashboard();
  const dated = (days: { day: string; count: number }[]) =>
    days.map((each) => ({ date: formatDate(new Date(`${each.day}T12:00:00Z`), 'UTC'), count: each.count }));
  return {
    pending: dashboard.pending,
    reports: dashboard.reports.total,
    published: dated(dashboard.publishedPerDay),
    newUsers: dated(dashboard.newUsersPerDay),
  };
}

export const handle = { hideSearch: true };

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pending, reports, published, newUsers } = loaderData;
  return (
    <section aria-labelledby="dashboard-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <h1 id="dashboard-title" className={styles.title}>
          {t('admin.dashboard.title')}
        </h1>
      </header>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('admin.dashboard.pending')}</dt>
          <dd>
            <span className={styles.number}>{pending}</span>
            <Link to={to('/admin/moderation')}>{t('admin.dashboard.pending_link')}</Link>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('admin.dashboard.reports')}</dt>
          <dd>
            <span className={styles.number}>{reports}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.panels}>
        <DayChart id="published-chart" title={t('admin.dashboard.published')} days={published} />
        <DayChart id="users-chart" title={t('admin.dashboard.new_users')} days={newUsers} />
      </div>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.dashboard.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
