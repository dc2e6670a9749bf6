import { data, Form, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { composeModerationReason } from '../../common/ads/moderation-reason.ts';
import { PLACEHOLDER_PHOTO } from '../../common/ads/placeholder-photo.ts';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { moderateAd, moderateAds } from '../../server/admin/moderate-ad.ts';
import { BULK_INTENTS, bulkSchema, decisionSchema, SINGLE_INTENTS } from '../../server/admin/moderation-form.ts';
import { countPendingAds, listPendingAds } from '../../server/ads/moderation-queue.ts';
import { invalidInput, unknownIntent } from '../../server/http/app-errors.ts';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { useDeleteConfirmation } from '../components/admin/delete-confirmation.tsx';
import styles from '../components/admin/moderation.module.css';
import { PendingAdCard, ReasonFields } from '../components/admin/pending-ad-card.tsx';
import { REVIEW_KEYS, useReviewShortcuts } from '../components/admin/review-shortcuts.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-moderation';

const QUEUE_SIZE = 30;
const QUERY_MAX = 100;

/** /admin/moderation: the queue of ads waiting for review (spec §6 administration). */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  // Find by title or seller: a moderator following up a report, or one seller's many ads.
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
  const [ads, total] = await Promise.all([
    listPendingAds({ locale: localeFromPath(url.pathname), limit: QUEUE_SIZE, query }),
    countPendingAds({ query }),
  ]);
  return { ads, total, query, placeholder: PLACEHOLDER_PHOTO };
}

type FieldErrors = Record<string, string[] | undefined>;

/**
 * One decision per post: `intent` approve, refuse or delete (the last two with a reason) on
 * `adId`, or bulk-approve, bulk-refuse, bulk-delete on every `adIds`.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdmin({ context, url });
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if ((BULK_INTENTS as readonly string[]).includes(intent)) {
    const parsed = bulkSchema.safeParse({ ...Object.fromEntries(formData), adIds: formData.getAll('adIds') });
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors as FieldErrors;
      return data(
        {
          ok: false as const,
          adId: 'bulk',
          message: fieldErrors.adIds ? 'admin.moderation.none_selected' : undefined,
          reasonError: fieldErrors.reason?.[0],
          noteError: fieldErrors.note?.[0],
        },
        { status: 400 },
      );
    }
    const bulk = parsed.data;
    const kind = bulk.intent === 'bulk-approve' ? 'approve' : bulk.intent === 'bulk-refuse' ? 'refuse' : 'delete';
    const { done, skipped } = await moderateAds({
      admin,
      decisions: bulk.adIds.map((adId) =>
        bulk.intent === 'bulk-approve'
          ? { intent: 'approve' as const, adId }
          : { intent: kind as 'refuse' | 'delete', adId, reason: composeModerationReason(bulk) },
      ),
    });
    return {
      ok: true as const,
      message: `admin.moderation.bulk_${kind}d`,
      count: done.length,
      skipped: skipped.length,
    };
  }
  if (!(SINGLE_INTENTS as readonly string[]).includes(intent)) unknownIntent();
  const parsed = decisionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as FieldErrors;
    if (fieldErrors.adId || fieldErrors.intent) invalidInput();
    return data(
      {
        ok: false as const,
        adId: String(formData.get('adId')),
        reasonError: fieldErrors.reason?.[0],
        noteError: fieldErrors.note?.[0],
      },
      { status: 400 },
    );
  }
  const decision = parsed.data;
  const ad = await moderateAd({
    admin,
    decision:
      decision.intent === 'approve'
        ? decision
        : { intent: decision.intent, adId: decision.adId, reason: composeModerationReason(decision) },
  });
  // Another moderator got there first, or the owner deleted it meanwhile.
  if (!ad) return data({ ok: false as const, adId: decision.adId, message: 'admin.moderation.gone' }, { status: 409 });
  const done = { approve: 'approved', refuse: 'refused', delete: 'deleted' } as const;
  return { ok: true as const, message: `admin.moderation.${done[decision.intent]}`, title: ad.title };
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { ads, total, query, placeholder } = loaderData;
  const { onSubmit, confirmation } = useDeleteConfirmation();
  useReviewShortcuts({ selector: '[data-review-card]' });
  const notice = result && 'message' in result && result.message ? result : undefined;
  const fieldErrors = (adId: string) =>
    result && !result.ok && result.adId === adId && 'reasonError' in result && (result.reasonError || result.noteError)
      ? result
      : undefined;
  const bulkBusy = navigation.state !== 'idle' && String(navigation.formData?.get('intent')).startsWith('bulk-');
  return (
    <section aria-labelledby="moderation-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <h1 id="moderation-title" className={styles.title}>
          {t('admin.moderation.title')}
        </h1>
        <p className={styles.intro}>{t('admin.moderation.intro')}</p>
        <Form method="get" role="search" className={styles.find}>
          <label htmlFor="queue-query">{t('admin.moderation.find')}</label>
          <div>
            <input id="queue-query" type="search" name="q" defaultValue={query} maxLength={QUERY_MAX} />
            <button type="submit" className="button">
              {t('admin.moderation.find_button')}
            </button>
          </div>
        </Form>
        {total > 0 ? (
          <p className={styles.count}>
            {t('admin.moderation.count', { count: total })}
            {total > ads.length ? ` · ${t('admin.moderation.showing', { shown: ads.length })}` : null}
          </p>
        ) : null}
        {ads.length > 0 ? (
          <p className={styles.keys} id="review-keys">
            {t('admin.moderation.keys_intro')}{' '}
            {Object.entries(REVIEW_KEYS).map(([name, key]) => (
              <span key={name} className={styles.key}>
                <kbd>{key}</kbd> {t(`admin.moderation.key.${name}`)}
              </span>
            ))}
          </p>
        ) : null}
        {/* Always in the page, so screen readers hear each decision's outcome. */}
        <div role="status">
          {notice ? (
            <p className={notice.ok ? styles.done : styles.problem}>
              {t(notice.message ?? '', {
                title: ('title' in notice ? notice.title : undefined) ?? '',
                count: ('count' in notice ? notice.count : undefined) ?? 0,
                skipped: ('skipped' in notice ? notice.skipped : undefined) ?? 0,
              })}
            </p>
          ) : null}
        </div>
      </header>
      {ads.length === 0 ? (
        <EmptyState title={query ? t('admin.moderation.none_found') : t('admin.moderation.empty_title')}>
          <p>{query ? t('admin.moderation.none_found_text') : t('admin.moderation.empty_text')}</p>
        </EmptyState>
      ) : (
        <>
          <Form method="post" id="bulk-decision" className={styles.bulk} onSubmit={onSubmit}>
            <CsrfInput />
            <details open={fieldErrors('bulk') ? true : undefined}>
              <summary>{t('admin.moderation.bulk_title')}</summary>
              <p className={styles.small}>{t('admin.moderation.bulk_hint')}</p>
              <div className={styles.bulkFields}>
                <ReasonFields id="bulk" errors={fieldErrors('bulk')} form="bulk-decision" />
              </div>
              <div className={styles.refuseActions}>
                <button
                  type="submit"
                  name="intent"
                  value="bulk-approve"
                  className="button button-primary"
                  formNoValidate
                  disabled={bulkBusy}
                >
                  {t('admin.moderation.bulk_approve')}
                </button>
                <button type="submit" name="intent" value="bulk-refuse" className="button" disabled={bulkBusy}>
                  {t('admin.moderation.bulk_refuse')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="bulk-delete"
                  className={`button ${styles.danger}`}
                  disabled={bulkBusy}
                >
                  {t('admin.moderation.bulk_delete')}
                </button>
              </div>
            </details>
          </Form>
          <ol className={styles.queue} aria-describedby="review-keys">
            {ads.map((ad) => (
              <li key={ad.id}>
                <PendingAdCard ad={ad} placeholder={placeholder} errors={fieldErrors(ad.id)} onSubmit={onSubmit} />
              </li>
            ))}
          </ol>
        </>
      )}
      {confirmation}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.moderation.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
