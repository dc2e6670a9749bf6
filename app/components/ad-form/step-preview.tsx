import { useEffect, useRef } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { AdAttributes, AdIdentity } from '../ad/ad-attributes.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { StepNav } from './step-nav.tsx';

/** Step 6: the ad as buyers will read it, what is still missing, and "Publish" (or "Save changes" on a public ad). */
export function StepPreview({ ad, choices, answer, mode }: AdFormProps) {
  const { t } = useI18n();
  const location = useLocation();
  const cover = choices.photos[0];
  const missing = Object.entries(answer?.missing ?? {});
  // "Publish" is at the page's end and the list of what is missing at its top: take the reader
  // there (on a phone it is a screen or two above), and a screen reader reads it.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.missing) summary.current?.focus();
  }, [answer]);
  // Publishing waits for every photo to be ready: a photo still being prepared, or one that
  // failed, would be published as a hole (issue 30 d). Look again until they are ready.
  const revalidator = useRevalidator();
  const preparing = choices.photos.some((photo) => photo.status === 'processing');
  const broken = choices.photos.some((photo) => photo.status === 'failed');
  useEffect(() => {
    if (!preparing) return;
    const timer = setTimeout(() => revalidator.revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [preparing, revalidator]);
  const blocked = preparing ? 'posting.preview.photos_preparing' : broken ? 'posting.preview.photos_failed' : undefined;
  // An edit that left the ad approved is public already: saving it sends nothing to review.
  const live = mode === 'edit' && ad?.status === 'approved';
  const stepOf: Record<string, string> = {
    type: 'type',
    subcategory: 'category',
    title: 'details',
    description: 'details',
    price: 'details',
    province: 'location',
    photos: 'media',
  };
  const subcategory = choices.categories
    .flatMap((each) => each.subcategories)
    .find((each) => each.key === ad?.subcategory);
  const fix = (field: string) => {
    const params = new URLSearchParams(location.search);
    params.set('step', stepOf[field] ?? 'details');
    return `${location.pathname}?${params}`;
  };
  return (
    <Form method="post" className={styles.form}>
      <CsrfInput />
      <input type="hidden" name="intent" value="publish" />
      {missing.length > 0 ? (
        <div ref={summary} className={formStyles.formError} role="alert" tabIndex={-1}>
          <p>{t('posting.preview.missing')}</p>
          <ul>
            {missing.map(([field, keys]) => (
              <li key={field}>
                <Link to={fix(field)}>{t(keys[0] ?? 'errors.invalid_data')}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <article className={styles.preview} aria-label={t('posting.preview.label')}>
        <div className={styles.previewPhoto}>
          {cover?.src ? (
            <img src={cover.src} srcSet={cover.webpSrcset} sizes="(min-width: 720px) 640px, 100vw" alt="" />
          ) : null}
        </div>
        <div className={styles.previewBody}>
          <p className={styles.previewMeta}>
            {subcategory?.name} · {t(`posting.type.${ad?.type ?? 'offer'}`)}
          </p>
          <h2 className={styles.previewTitle}>{ad?.title}</h2>
          {ad?.priceFormatted ? <p className={styles.previewPrice}>{ad.priceFormatted}</p> : null}
          {choices.preview?.place ? <p className={styles.previewMeta}>{choices.preview.place}</p> : null}
          <p className={styles.previewText}>{ad?.description}</p>
          {choices.preview ? <AdAttributes attributes={choices.preview.attributes} /> : null}
          {choices.preview?.identity ? <AdIdentity identity={choices.preview.identity} /> : null}
          <p className={formStyles.hint}>{t('posting.preview.photos', { count: choices.photos.length })}</p>
        </div>
      </article>
      <p className={formStyles.hint}>
        {t(live ? 'posting.preview.live' : mode === 'edit' ? 'posting.preview.review_again' : 'posting.preview.review')}
      </p>
      {blocked ? (
        <p id="publish-blocked" className={formStyles.hint} role="status">
          {t(blocked)}
        </p>
      ) : null}
      <StepNav
        step="preview"
        submitLabel={t(live ? 'posting.save_changes' : 'posting.publish')}
        blockedBy={blocked ? 'publish-blocked' : undefined}
      />
    </Form>
  );
}
