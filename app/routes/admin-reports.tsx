import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { closeReport, closeReportSchema } from '../../server/admin/resolve-report.ts';
import { invalidInput, unknownIntent } from '../../server/http/app-errors.ts';
import { listOpenReports, type OpenReport } from '../../server/moderation/report-queue.ts';
import { removeReviewSchema } from '../../server/trust/review-form.ts';
import { removeReview } from '../../server/trust/review-moderation.ts';
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

/**
 * `intent` resolve (something was done) or dismiss (nothing wrong) closes one report, audited;
 * remove_review takes a reported review down with the reason its author is sent.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdmin({ context, url });
  const fields = Object.fromEntries(await request.formData());
  if (fields.intent === 'remove_review') {
    const removal = removeReviewSchema.safeParse(fields);
    if (!removal.success) return data({ ok: false as const, message: 'trust.review.reason_required' }, { status: 400 });
    const removed = await removeReview({ admin, reviewId: removal.data.reviewId, reason: removal.data.reason });
    if (!removed) return data({ ok: false as const, message: 'admin.reports.gone' }, { status: 409 });
    return { ok: true as const, message: 'trust.review.removed' };
  }
  if (fields.intent !== 'resolve' && fields.intent !== 'dismiss') unknownIntent();
  const parsed = closeReportSchema.safeParse(fields);
  if (!parsed.success) invalidInput();
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
        {t(`admin.reports.kind_${report.kind}`)}
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
      {report.kind === 'review' ? <ReportedReview report={report} /> : null}
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

/** The reported review, and the form that removes it with the reason its author will read. */
function ReportedReview({ report }: { report: Extract<OpenReport, { kind: 'review' }> }) {
  const { t } = useI18n();
  const { review } = report;
  const id = `review-${report.id}`;
  return (
    <section aria-label={t('admin.reports.review')} className={styles.messages}>
      <h3 className={styles.messagesTitle}>
        {t('admin.reports.review_by', { author: review.author.name, subject: review.subject.name })}
      </h3>
      <p>{t('trust.review.stars_label', { stars: review.stars })}</p>
      {review.body ? <p className={styles.note}>{review.body}</p> : null}
      <Form method="post" className={styles.actions}>
        <CsrfInput />
        <input type="hidden" name="reviewId" value={review.id} />
        <label htmlFor={`${id}-reason`}>{t('trust.review.remove_reason')}</label>
        <textarea id={`${id}-reason`} name="reason" rows={2} required maxLength={500} />
        <button type="submit" name="intent" value="remove_review" className="button button-primary">
          {t('trust.review.remove')}
        </button>
      </Form>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.reports.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
