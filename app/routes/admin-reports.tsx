import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { closeReport, closeReportSchema } from '../../server/admin/resolve-report.ts';
import { listOpenReports, type OpenReport } from '../../server/moderation/report-queue.ts';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import styles from '../components/admin/reports.module.css';
import { EmptyState } from '../components/empty-state.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-reports';

const SHOWN = 50;

/** /admin/reports: ads and conversations reported by users, the longest waiting first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  return listOpenReports({ limit: SHOWN });
}

/** `intent` resolve (something was done) or dismiss (nothing wrong) closes one report, audited. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdmin({ context, url });
  const parsed = closeReportSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: 'errors.invalid_data' }, { status: 400 });
  const { intent, kind, reportId } = parsed.data;
  const closed = await closeReport({
    admin,
    kind,
    reportId,
    resolution: intent === 'resolve' ? 'resolved' : 'dismissed',
  });
  if (!closed) return data({ ok: false as const, message: 'admin.reports.gone' }, { status: 409 });
  return { ok: true as const, message: intent === 'resolve' ? 'admin.reports.resolved' : 'admin.reports.dismissed' };
}

export const handle = { hideSearch: true };

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const { reports, total } = loaderData;
  return (
    <section aria-labelledby="reports-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <h1 id="reports-title" className={styles.title}>
          {t('admin.reports.title')}
        </h1>
        <p className={styles.muted}>{t('admin.reports.intro')}</p>
        {total > 0 ? <p className={styles.count}>{t('admin.reports.count', { count: total })}</p> : null}
        <div role="status">
          {result ? <p className={result.ok ? styles.done : styles.problem}>{t(result.message)}</p> : null}
        </div>
      </header>
      {reports.length === 0 ? (
        <EmptyState title={t('admin.reports.empty_title')}>
          <p>{t('admin.reports.empty_text')}</p>
        </EmptyState>
      ) : (
        <ol className={styles.list}>
          {reports.map((report) => (
            <li key={`${report.kind}-${report.id}`}>
              <ReportCard report={report} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReportCard({ report }: { report: OpenReport }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('reportId') === report.id;
  const id = `report-${report.id}`;
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <p className={styles.kind}>
        {report.kind === 'ad' ? t('admin.reports.kind_ad') : t('admin.reports.kind_chat')}
        <span className={styles.muted}> · {report.createdAt}</span>
      </p>
      <h2 id={`${id}-title`} className={styles.adTitle}>
        <Link to={to(`/s/${report.ad.slug}`)}>{report.ad.title || t('admin.moderation.untitled')}</Link>
      </h2>
      <dl className={styles.facts}>
        <dt>{t('admin.reports.seller')}</dt>
        <dd>
          <Link to={to(`/admin/users/${report.ad.owner.id}`)}>{report.ad.owner.name}</Link>
        </dd>
        {report.kind === 'chat' ? (
          <>
            <dt>{t('admin.reports.buyer')}</dt>
            <dd>
              <Link to={to(`/admin/users/${report.buyer.id}`)}>{report.buyer.name}</Link>
            </dd>
          </>
        ) : null}
        <dt>{t('admin.reports.reporter')}</dt>
        <dd>
          <Link to={to(`/admin/users/${report.reporter.id}`)}>{report.reporter.name}</Link>
        </dd>
        {report.kind === 'ad' ? (
          <>
            <dt>{t('admin.reports.reason')}</dt>
            <dd>{t(report.reason)}</dd>
          </>
        ) : null}
        {report.note ? (
          <>
            <dt>{t('admin.reports.note')}</dt>
            <dd className={styles.note}>{report.note}</dd>
          </>
        ) : null}
      </dl>
      {report.kind === 'chat' && report.messages.length > 0 ? (
        <section aria-label={t('admin.reports.messages')} className={styles.messages}>
          <h3 className={styles.messagesTitle}>{t('admin.reports.messages')}</h3>
          <ol>
            {report.messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered extract of the conversation
              <li key={index}>
                <span className={styles.muted}>
                  {message.by === 'seller' ? report.ad.owner.name : report.buyer.name} · {message.sentAt}
                </span>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Form method="post" className={styles.actions}>
        <CsrfInput />
        <input type="hidden" name="kind" value={report.kind} />
        <input type="hidden" name="reportId" value={report.id} />
        <button
          type="submit"
          name="intent"
          value="resolve"
          className="button button-primary"
          disabled={busy}
          aria-describedby={`${id}-title`}
        >
          {t('admin.reports.resolve')}
        </button>
        <button
          type="submit"
          name="intent"
          value="dismiss"
          className="button"
          disabled={busy}
          aria-describedby={`${id}-title`}
        >
          {t('admin.reports.dismiss')}
        </button>
      </Form>
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.reports.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
