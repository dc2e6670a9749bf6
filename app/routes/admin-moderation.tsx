import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { moderateAd } from '../../server/admin/moderate-ad.ts';
import type { AdPhotoView } from '../../server/ads/ad-photo-view.ts';
import { countPendingAds, listPendingAds, type PendingAdView } from '../../server/ads/moderation-queue.ts';
import { composeModerationReason } from '../../server/ads/moderation-reason.ts';
import { PLACEHOLDER_PHOTO } from '../../server/ads/placeholder-photo.ts';
import { isUuid } from '../../server/infra/ids.ts';
import { localeFromPath } from '../../server/locale/locale-path.ts';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-moderation';
import styles from './admin-moderation.module.css';

const QUEUE_SIZE = 30;
const NOTE_MAX = 500;

/** What a moderator can tell the seller; each is `moderation.reason.<code>` in the catalogues. */
const REASONS = [
  'photos_not_showing',
  'wrong_category',
  'contact_in_photos',
  'incomplete',
  'suspected_scam',
  'duplicate',
  'other',
] as const;

const withReason = z
  .object({
    intent: z.enum(['refuse', 'delete']),
    adId: z.string().refine(isUuid),
    reason: z.enum(REASONS, { error: 'admin.moderation.reason_required' }),
    note: z.string().trim().max(NOTE_MAX, 'admin.moderation.note_too_long').optional(),
  })
  // "Other reason" alone tells the seller nothing.
  .refine((value) => value.reason !== 'other' || Boolean(value.note), {
    path: ['note'],
    message: 'admin.moderation.note_required',
  });
const decisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), adId: z.string().refine(isUuid) }),
  withReason,
]);

/** /admin/moderation: the queue of ads waiting for review (spec §6 administration). */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  const [ads, total] = await Promise.all([
    listPendingAds({ locale: localeFromPath(url.pathname), limit: QUEUE_SIZE }),
    countPendingAds(),
  ]);
  return { ads, total, placeholder: PLACEHOLDER_PHOTO };
}

/** One decision per post: `intent` approve, refuse or delete (the last two with a reason). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdmin({ context, url });
  const form = Object.fromEntries(await request.formData());
  if (!['approve', 'refuse', 'delete'].includes(String(form.intent))) {
    throw data({ message: 'errors.invalid_data' }, { status: 400 });
  }
  const parsed = decisionSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    if (fieldErrors.adId || fieldErrors.intent) throw data({ message: 'errors.invalid_data' }, { status: 400 });
    return data(
      {
        ok: false as const,
        adId: String(form.adId),
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
  const { ads, total, placeholder } = loaderData;
  const notice = result && 'message' in result ? result : undefined;
  return (
    <section aria-labelledby="moderation-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <h1 id="moderation-title" className={styles.title}>
          {t('admin.moderation.title')}
        </h1>
        <p className={styles.intro}>{t('admin.moderation.intro')}</p>
        {total > 0 ? (
          <p className={styles.count}>
            {t('admin.moderation.count', { count: total })}
            {total > ads.length ? ` · ${t('admin.moderation.showing', { shown: ads.length })}` : null}
          </p>
        ) : null}
        {/* Always in the page, so screen readers hear each decision's outcome. */}
        <div role="status">
          {notice ? (
            <p className={notice.ok ? styles.done : styles.problem}>
              {t(notice.message, { title: 'title' in notice ? notice.title : '' })}
            </p>
          ) : null}
        </div>
      </header>
      {ads.length === 0 ? (
        <EmptyState title={t('admin.moderation.empty_title')}>
          <p>{t('admin.moderation.empty_text')}</p>
        </EmptyState>
      ) : (
        <ol className={styles.queue}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <PendingAdCard
                ad={ad}
                placeholder={placeholder}
                errors={result && !result.ok && result.adId === ad.id && 'reasonError' in result ? result : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PendingAdCard({
  ad,
  placeholder,
  errors,
}: {
  ad: PendingAdView;
  placeholder: string;
  errors?: { reasonError?: string; noteError?: string };
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('adId') === ad.id;
  const id = `ad-${ad.id}`;
  const [cover, ...more] = ad.photos;
  const facts = [ad.type ? t(`search_type.${ad.type}`) : null, ad.subcategory, ad.place].filter(Boolean);
  return (
    <article aria-labelledby={`${id}-title`} className={styles.card}>
      <div className={styles.media}>
        <Photo photo={cover} placeholder={placeholder} sizes="(min-width: 768px) 18rem, 100vw" />
        {more.length > 0 ? (
          <ul className={styles.thumbs} aria-label={t('admin.moderation.more_photos')}>
            {more.map((photo) => (
              <li key={photo.id}>
                <Photo photo={photo} placeholder={placeholder} sizes="4.5rem" />
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.small}>{t('admin.moderation.photos', { count: ad.photos.length })}</p>
      </div>
      <div className={styles.body}>
        <h2 id={`${id}-title`} className={styles.adTitle}>
          <Link to={to(`/s/${ad.slug}`)}>{ad.title || t('admin.moderation.untitled')}</Link>
        </h2>
        {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
        <p className={styles.price}>{ad.price ?? t('admin.moderation.no_price')}</p>
        {ad.excerpt ? <p className={styles.excerpt}>{ad.excerpt}</p> : null}
        <dl className={styles.details}>
          <dt>{t('admin.moderation.seller')}</dt>
          <dd>
            <Link to={to(`/u/${ad.owner.slug}`)}>{ad.owner.name}</Link>
            <span className={styles.small}> · {t('profile.member_since', { date: ad.owner.memberSince })}</span>
            <br />
            <span className={ad.owner.refusedCount > 0 ? styles.warning : styles.small}>
              {t('admin.moderation.refused_before', { count: ad.owner.refusedCount })}
            </span>
          </dd>
          <dt>{t('admin.moderation.submitted')}</dt>
          <dd>{ad.submittedAt}</dd>
        </dl>

        <div className={styles.decisions}>
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="adId" value={ad.id} />
            <button
              type="submit"
              name="intent"
              value="approve"
              className="button button-primary"
              aria-describedby={`${id}-title`}
              disabled={busy}
            >
              {t('admin.moderation.approve')}
            </button>
          </Form>
          <details className={styles.refuse} open={errors ? true : undefined}>
            <summary aria-describedby={`${id}-title`}>{t('admin.moderation.refuse_or_delete')}</summary>
            <Form method="post" className={styles.refuseForm}>
              <CsrfInput />
              <input type="hidden" name="adId" value={ad.id} />
              <div className={formStyles.field}>
                <label htmlFor={`${id}-reason`} className={formStyles.label}>
                  {t('admin.moderation.reason')}
                </label>
                <select
                  id={`${id}-reason`}
                  name="reason"
                  required
                  defaultValue=""
                  aria-invalid={errors?.reasonError ? true : undefined}
                  aria-describedby={errors?.reasonError ? `${id}-reason-error` : undefined}
                >
                  <option value="" disabled>
                    {t('admin.moderation.choose_reason')}
                  </option>
                  {REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`moderation.reason.${reason}`)}
                    </option>
                  ))}
                </select>
                {errors?.reasonError ? (
                  <p id={`${id}-reason-error`} className={formStyles.error} role="alert">
                    {t(errors.reasonError)}
                  </p>
                ) : null}
              </div>
              <div className={formStyles.field}>
                <label htmlFor={`${id}-note`} className={formStyles.label}>
                  {t('admin.moderation.note')}
                </label>
                <textarea
                  id={`${id}-note`}
                  name="note"
                  rows={3}
                  maxLength={NOTE_MAX}
                  aria-invalid={errors?.noteError ? true : undefined}
                  aria-describedby={errors?.noteError ? `${id}-note-hint ${id}-note-error` : `${id}-note-hint`}
                />
                <p id={`${id}-note-hint`} className={formStyles.hint}>
                  {t('admin.moderation.note_hint', { max: NOTE_MAX })}
                </p>
                {errors?.noteError ? (
                  <p id={`${id}-note-error`} className={formStyles.error} role="alert">
                    {t(errors.noteError, { max: NOTE_MAX })}
                  </p>
                ) : null}
              </div>
              <div className={styles.refuseActions}>
                <button type="submit" name="intent" value="refuse" className="button" disabled={busy}>
                  {t('admin.moderation.refuse')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className={`button ${styles.danger}`}
                  disabled={busy}
                >
                  {t('admin.moderation.delete')}
                </button>
              </div>
              <p className={formStyles.hint}>{t('admin.moderation.delete_hint')}</p>
            </Form>
          </details>
        </div>
      </div>
    </article>
  );
}

/** A photo in AVIF or WebP at the width the layout needs; the placeholder while none is ready. */
function Photo({ photo, placeholder, sizes }: { photo?: AdPhotoView; placeholder: string; sizes: string }) {
  if (!photo?.src) return <img src={placeholder} alt="" className={styles.photo} />;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} />
      <img
        src={photo.src}
        alt=""
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        loading="lazy"
        decoding="async"
        className={styles.photo}
        style={photo.placeholder ? { backgroundImage: `url(${photo.placeholder})` } : undefined}
      />
    </picture>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('admin.moderation.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
