import { useEffect, useState } from 'react';
import { Form, useLocation, useNavigation, useRevalidator, useSubmit } from 'react-router';
import { AD_PHOTOS_MAX } from '../../../server/ads/ad-limits.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form.tsx';
import { PhotoTile } from './photo-tile.tsx';
import { StepNav } from './step-nav.tsx';

/** Step 5: up to ten photos (the first is the cover) and one video. */
export function StepMedia({ choices, answer }: AdFormProps) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  const processing = choices.photos.some((photo) => photo.status === 'processing');
  // Photos are prepared in the background: look again until they are all ready.
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => revalidator.revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [processing, revalidator]);
  const error = answer?.mediaError;
  const submit = useSubmit();
  const location = useLocation();
  const { csrf } = useRootData();
  const [dragged, setDragged] = useState<string | null>(null);
  const dragHandlers = (photoId: string, index: number) => ({
    draggable: true,
    onDragStart: () => setDragged(photoId),
    onDragEnd: () => setDragged(null),
    onDragOver: (event: { preventDefault(): void }) => event.preventDefault(),
    onDrop: (event: { preventDefault(): void }) => {
      event.preventDefault();
      if (dragged && dragged !== photoId) {
        submit(
          { csrf, intent: 'move-media', media: dragged, to: String(index) },
          // The draft is named in the address (`?ad=`): post back to exactly this page.
          { method: 'post', encType: 'multipart/form-data', action: `${location.pathname}${location.search}` },
        );
      }
      setDragged(null);
    },
  });
  const room = AD_PHOTOS_MAX - choices.photos.length;
  return (
    <div className={styles.form}>
      <section aria-labelledby="photos-title" className={styles.fieldset}>
        <h2 id="photos-title" className={styles.legend}>
          {t('posting.photos.title', { count: choices.photos.length, max: AD_PHOTOS_MAX })}
        </h2>
        <p className={formStyles.hint}>{t('posting.photos.hint')}</p>
        {choices.photos.length > 1 ? <p className={formStyles.hint}>{t('posting.photos.drag_hint')}</p> : null}
        {choices.photos.length > 0 ? (
          <ol className={styles.photos}>
            {choices.photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                last={index === choices.photos.length - 1}
                drag={dragHandlers(photo.id, index)}
              />
            ))}
          </ol>
        ) : null}
        {room > 0 ? (
          // Keyed by the count: after an upload the file input starts empty again.
          <Form key={choices.photos.length} method="post" encType="multipart/form-data" className={styles.upload}>
            <CsrfInput />
            <input type="hidden" name="intent" value="photos" />
            <label htmlFor="photos" className={formStyles.label}>
              {t('posting.photos.choose')}
            </label>
            <input
              id="photos"
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={error ? 'photos-hint media-error' : 'photos-hint'}
            />
            <p id="photos-hint" className={formStyles.hint}>
              {t('posting.photos.limits', { room })}
            </p>
            <button type="submit" className="button">
              {t('posting.photos.upload')}
            </button>
          </Form>
        ) : (
          <p className={formStyles.hint}>{t('posting.photos.full')}</p>
        )}
        {uploading === 'photos' ? <UploadProgress label={t('posting.photos.uploading')} /> : null}
        {error ? (
          <p id="media-error" className={formStyles.error} role="alert">
            {error.file ? `${error.file}: ` : ''}
            {t(error.key, error.values)}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="video-title" className={styles.fieldset}>
        <h2 id="video-title" className={styles.legend}>
          {t('posting.video.title')}
        </h2>
        {choices.video ? (
          <div className={styles.video}>
            {/* biome-ignore lint/a11y/useMediaCaption: a seller's own gait video has no captions to give */}
            <video controls preload="metadata" src={choices.video.url} />
            <Form method="post" encType="multipart/form-data">
              <CsrfInput />
              <input type="hidden" name="intent" value="remove-media" />
              <input type="hidden" name="media" value={choices.video.id} />
              <button type="submit" className="button">
                {t('posting.video.remove')}
              </button>
            </Form>
          </div>
        ) : null}
        <Form method="post" encType="multipart/form-data" className={styles.upload}>
          <CsrfInput />
          <input type="hidden" name="intent" value="video" />
          <label htmlFor="video" className={formStyles.label}>
            {t(choices.video ? 'posting.video.replace' : 'posting.video.choose')}
          </label>
          <input id="video" name="video" type="file" accept="video/mp4" aria-describedby="video-hint" />
          <p id="video-hint" className={formStyles.hint}>
            {t('posting.video.hint')}
          </p>
          <button type="submit" className="button">
            {t('posting.video.upload')}
          </button>
        </Form>
        {uploading === 'video' ? <UploadProgress label={t('posting.video.uploading')} /> : null}
      </section>
      <Form method="post" encType="multipart/form-data">
        <CsrfInput />
        <input type="hidden" name="intent" value="media-done" />
        <StepNav step="media" />
      </Form>
    </div>
  );
}

/** While the files travel: a moving bar and words, announced politely to screen readers. */
function UploadProgress({ label }: { label: string }) {
  return (
    <div className={styles.uploading} role="status">
      <progress aria-label={label} />
      <span>{label}</span>
    </div>
  );
}
