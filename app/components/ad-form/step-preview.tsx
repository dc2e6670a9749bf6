import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
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
        <div className={formStyles.formError} role="alert">
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
          <p className={styles.previewText}>{ad?.description}</p>
          <p className={formStyles.hint}>{t('posting.preview.photos', { count: choices.photos.length })}</p>
        </div>
      </article>
      <p className={formStyles.hint}>
        {t(live ? 'posting.preview.live' : mode === 'edit' ? 'posting.preview.review_again' : 'posting.preview.review')}
      </p>
      <StepNav step="preview" submitLabel={t(live ? 'posting.save_changes' : 'posting.publish')} />
    </Form>
  );
}
