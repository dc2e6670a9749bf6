import { Form, Link } from 'react-router';
import { z } from 'zod';
import { formatDate, formatTime } from '../../common/locale/format.ts';
import { ADMIN_ACTIONS } from '../../server/admin/admin-actions.ts';
import { listAuditAdmins, listAuditEntries } from '../../server/admin/audit-log.ts';
import styles from '../components/admin/admin.module.css';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { AdminPager } from '../components/admin/admin-pager.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-audit';

const PAGE_SIZE = 30;

/** Filters from the query string; anything malformed is simply not applied. */
const filterSchema = z.object({
  admin: z.uuid().optional().catch(undefined),
  action: z.enum(ADMIN_ACTIONS).optional().catch(undefined),
  target: z.enum(['ad', 'user', 'content', 'report', 'review']).optional().catch(undefined),
  id: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** /admin/audit: every admin action, newest first, filterable by admin, action and target. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  const filters = filterSchema.parse(Object.fromEntries(url.searchParams));
  const [{ entries, total }, admins] = await Promise.all([
    listAuditEntries({
      filters: {
        adminId: filters.admin,
        action: filters.action,
        targetType: filters.target,
        targetId: filters.id || undefined,
      },
      page: filters.page,
      pageSize: PAGE_SIZE,
    }),
    listAuditAdmins(),
  ]);
  return {
    filters,
    admins,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    entries: entries.map((entry) => ({
      ...entry,
      createdAt: `${formatDate(entry.createdAt)} ${formatTime(entry.createdAt)}`,
      before: entry.before ? JSON.stringify(entry.before, null, 1) : null,
      after: entry.after ? JSON.stringify(entry.after, null, 1) : null,
    })),
  };
}

export const handle = { hideSearch: true };

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { filters, admins, entries, page, pages } = loaderData;
  const pageLink = (target: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, page: target })) if (value) query.set(key, String(value));
    return `${to('/admin/audit')}?${query}`;
  };
  return (
    <section aria-labelledby="audit-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <h1 id="audit-title" className={styles.title}>
          {t('admin.audit.title')}
        </h1>
        <p className={styles.muted}>{t('admin.audit.intro')}</p>
      </header>
      <Form method="get" className={styles.search}>
        <div className={formStyles.field}>
          <label htmlFor="audit-admin" className={formStyles.label}>
            {t('admin.audit.admin')}
          </label>
          <select id="audit-admin" name="admin" defaultValue={filters.admin ?? ''}>
            <option value="">{t('admin.audit.any')}</option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="audit-action" className={formStyles.label}>
            {t('admin.audit.action')}
          </label>
          <select id="audit-action" name="action" defaultValue={filters.action ?? ''}>
            <option value="">{t('admin.audit.any')}</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin.audit.did.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="audit-target" className={formStyles.label}>
            {t('admin.audit.target')}
          </label>
          <select id="audit-target" name="target" defaultValue={filters.target ?? ''}>
            <option value="">{t('admin.audit.any')}</option>
            <option value="ad">{t('admin.audit.target_type.ad')}</option>
            <option value="user">{t('admin.audit.target_type.user')}</option>
            <option value="content">{t('admin.audit.target_type.content')}</option>
            <option value="report">{t('admin.audit.target_type.report')}</option>
            <option value="review">{t('admin.audit.target_type.review')}</option>
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="audit-id" className={formStyles.label}>
            {t('admin.audit.target_id')}
          </label>
          <input id="audit-id" type="text" name="id" defaultValue={filters.id ?? ''} maxLength={100} />
        </div>
        <button type="submit" className="button button-primary">
          {t('admin.audit.filter')}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('admin.audit.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <strong>{t(`admin.audit.did.${entry.action}`)}</strong>
              <p className={styles.rowFacts}>
                <span>{entry.createdAt}</span>
                <span>{entry.adminName ?? t('admin.audit.deleted_admin')}</span>
                <span>
                  {t(`admin.audit.target_type.${entry.targetType}`)}:{' '}
                  {entry.targetType === 'user' ? (
                    <Link to={to(`/admin/users/${entry.targetId}`)}>{entry.targetId}</Link>
                  ) : entry.targetType === 'content' && entry.action !== 'content.delete' ? (
                    // `{type}:{key}` names the content form's address.
                    <Link to={to(`/admin/content/${entry.targetId.replace(':', '/')}`)}>{entry.targetId}</Link>
                  ) : (
                    entry.targetId
                  )}
                </span>
              </p>
              <dl className={styles.facts}>
                {entry.before ? (
                  <>
                    <dt>{t('admin.audit.before')}</dt>
                    <dd>
                      <pre className={styles.code}>{entry.before}</pre>
                    </dd>
                  </>
                ) : null}
                {entry.after ? (
                  <>
                    <dt>{t('admin.audit.after')}</dt>
                    <dd>
                      <pre className={styles.code}>{entry.after}</pre>
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <AdminPager page={page} pages={pages} pageLink={pageLink} />
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.audit.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
