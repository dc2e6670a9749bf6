import { Form, Link, useNavigation } from 'react-router';
import { MODERATION_NOTE_MAX, MODERATION_REASONS } from '../../../common/admin/moderation-reasons.ts';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import type { PendingAdView } from '../../../server/ads/moderation-queue.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './moderation.module.css';
import { ModerationFlags } from './moderation-flags.tsx';
import { REVIEW_KEYS } from './review-shortcuts.ts';

/**
 * One ad waiting for review: photos, facts, attributes, the seller's history and the flags, then
 * the decisions. The card takes the focus (j / k), so the keys act on the ad being read.
 */
export function PendingAdCard({
  ad,
  placeholder,
  errors,
  onSubmit,
}: {
  ad: PendingAdView;
  placeholder: string;
  errors?: { reasonError?: string; noteError?: string };
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('adId') === ad.id;
  const id = `ad-${ad.id}`;
  const [cover, ...more] = ad.photos;
  const facts = [ad.type ? t(`search_type.${ad.type}`) : null, ad.subcategory, ad.place].filter(Boolean);
  const { owner } = ad;
  return (
    <article aria-labelledby={`${id}-title`} className={styles.card} tabIndex={-1} data-review-card>
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
        <div className={styles.titleRow}>
          <input
            type="checkbox"
            name="adIds"
            value={ad.id}
            form="bulk-decision"
            id={`${id}-select`}
            className={styles.select}
            aria-keyshortcuts={REVIEW_KEYS.select}
          />
          <label htmlFor={`${id}-select`} className="visually-hidden">
            {t('admin.moderation.select', { title: ad.title || t('admin.moderation.untitled') })}
          </label>
          <h2 id={`${id}-title`} className={styles.adTitle}>
            <Link to={to(`/s/${ad.slug}`)}>{ad.title || t('admin.moderation.untitled')}</Link>
          </h2>
        </div>
        {ad.revision ? (
          <p className={styles.revision} data-testid="revision-note">
            <strong>{t('admin.moderation.revision', { title: ad.revision.publicTitle })}</strong>{' '}
            {t('admin.moderation.changed', { fields: ad.revision.changes.map((key) => t(key)).join(', ') })}
          </p>
        ) : null}
        {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
        <p className={styles.price}>{ad.price ?? t('admin.moderation.no_price')}</p>
        <ModerationFlags flags={ad.flags} refusals={owner.refusals} />
        {ad.excerpt ? <p className={styles.excerpt}>{ad.excerpt}</p> : null}
        {ad.attributes.length > 0 ? (
          // Not the ad page's AdAttributes: sharing it would split it off the ad page's own chunk.
          <dl className={styles.attributes}>
            {ad.attributes.map((attribute) => (
              <div key={attribute.key}>
                <dt>{attribute.label.startsWith('ad.attribute.') ? t(attribute.label) : attribute.label}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <dl className={styles.details}>
          <dt>{t('admin.moderation.seller')}</dt>
          <dd>
            <Link to={to(`/u/${owner.slug}`)}>{owner.name}</Link>
            <span className={styles.small}>
              {' · '}
              {t('admin.moderation.account_age', { date: owner.memberSince, days: owner.accountDays })}
            </span>
            <br />
            <span className={styles.small}>
              {t('admin.moderation.published_before', { count: owner.published })}
              {' · '}
            </span>
            <span className={owner.refusals > 0 ? styles.warning : styles.small}>
              {t('admin.moderation.refused_before', { count: owner.refusals })}
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
              aria-keyshortcuts={REVIEW_KEYS.approve}
              disabled={busy}
            >
              {t('admin.moderation.approve')}
            </button>
          </Form>
          <details className={styles.refuse} open={errors ? true : undefined}>
            <summary aria-describedby={`${id}-title`}>{t('admin.moderation.refuse_or_delete')}</summary>
            <Form method="post" className={styles.refuseForm} onSubmit={onSubmit}>
              <CsrfInput />
              <input type="hidden" name="adId" value={ad.id} />
              <ReasonFields id={id} errors={errors} />
              <div className={styles.refuseActions}>
                <button
                  type="submit"
                  name="intent"
                  value="refuse"
                  className="button"
                  disabled={busy}
                  aria-keyshortcuts={REVIEW_KEYS.refuse}
                >
                  {t('admin.moderation.refuse')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className={`button ${styles.danger}`}
                  disabled={busy}
                  aria-keyshortcuts={REVIEW_KEYS.delete}
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

/** The reason from the translated list and the free-text note, for one ad or for a bulk decision. */
export function ReasonFields({
  id,
  errors,
  form,
}: {
  id: string;
  errors?: { reasonError?: string; noteError?: string };
  form?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-reason`} className={formStyles.label}>
          {t('admin.moderation.reason')}
        </label>
        <select
          id={`${id}-reason`}
          name="reason"
          form={form}
          required
          defaultValue=""
          aria-invalid={errors?.reasonError ? true : undefined}
          aria-describedby={errors?.reasonError ? `${id}-reason-error` : undefined}
        >
          <option value="" disabled>
            {t('admin.moderation.choose_reason')}
          </option>
          {MODERATION_REASONS.map((reason) => (
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
          form={form}
          rows={3}
          maxLength={MODERATION_NOTE_MAX}
          aria-invalid={errors?.noteError ? true : undefined}
          aria-describedby={errors?.noteError ? `${id}-note-hint ${id}-note-error` : `${id}-note-hint`}
        />
        <p id={`${id}-note-hint`} className={formStyles.hint}>
          {t('admin.moderation.note_hint', { max: MODERATION_NOTE_MAX })}
        </p>
        {errors?.noteError ? (
          <p id={`${id}-note-error`} className={formStyles.error} role="alert">
            {t(errors.noteError, { max: MODERATION_NOTE_MAX })}
          </p>
        ) : null}
      </div>
    </>
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
