import { useEffect, useState } from 'react';
import { Form, useLocation, useNavigation, useRevalidator, useSubmit } from 'react-router';
import { AD_PHOTOS_MAX } from '../../../common/ads/ad-limits.ts';
import { movedOrder, parsePhotoMove } from '../../../common/ads/photo-order.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { PhotoTile } from './photo-tile.tsx';
import { StepNav } from './step-nav.tsx';
import { UploadStatus } from './upload-status.tsx';
import { usePhotoSorting } from './use-photo-sorting.ts';
import { useUpload } from './use-upload.ts';

/** Step 5: up to ten photos (the first is the cover) and one video. */
export function StepMedia({ choices, answer }: AdFormProps) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const processing = choices.photos.some((photo) => photo.status === 'processing');
  // Photos are prepared in the background: look again until they are all ready.
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => revalidator.revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [processing, revalidator]);
  // Dragging and the progress bar need script; until it runs, the forms post as they are.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const photoUpload = useUpload('photos');
  const videoUpload = useUpload('video');
  const error = photoUpload.error ?? answer?.mediaError;
  const submit = useSubmit();
  const location = useLocation();
  const { csrf } = useRootData();
  const photos = withMoveShown(choices.photos, navigation.formData);
  const { sorting, tile } = usePhotoSorting({
    ids: photos.map((photo) => photo.id),
    onDrop: (media, to) =>
      submit(
        { csrf, intent: 'move-media', media, to: String(to) },
        // The draft is named in the address (`?ad=`): post back to exactly this page.
        {
          method: 'post',
          encType: 'multipart/form-data',
          action: `${location.pathname}${location.search}`,
          preventScrollReset: true,
        },
      ),
  });
  const room = AD_PHOTOS_MAX - choices.photos.length;
  const sendingPhotos = photoUpload.state.phase === 'sending';
  const sendingVideo = videoUpload.state.phase === 'sending';
  return (
    <div className={styles.form}>
      <section aria-labelledby="photos-title" className={styles.fieldset}>
        <h2 id="photos-title" className={styles.legend}>
          {t('posting.photos.title', { count: choices.photos.length, max: AD_PHOTOS_MAX })}
        </h2>
        <p className={formStyles.hint}>{t('posting.photos.hint')}</p>
        {photos.length > 1 ? <p className={formStyles.hint}>{t('posting.photos.drag_hint')}</p> : null}
        {photos.length > 0 ? (
          <ol className={styles.photos} data-sorting={sorting ? '' : undefined}>
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                last={index === photos.length - 1}
                sorting={scripted && photos.length > 1 ? tile(photo.id, index) : undefined}
              />
            ))}
          </ol>
        ) : null}
        {room > 0 ? (
          // Keyed by the count: after an upload the file input starts empty again.
          <Form
            key={choices.photos.length}
            method="post"
            encType="multipart/form-data"
            className={styles.upload}
            onSubmit={scripted ? photoUpload.onSubmit : undefined}
          >
            <CsrfInput />
            <input type="hidden" name="intent" value="photos" />
            {/* Hidden, not removed, while the files travel: after a cancel they are still chosen. */}
            <div style={{ display: sendingPhotos ? 'none' : 'contents' }}>
              <label htmlFor="photos" className={formStyles.label}>
                {t('posting.photos.choose')}
              </label>
              <input
                id="photos"
                name="photos"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'photos-hint media-error' : 'photos-hint'}
              />
              <p id="photos-hint" className={formStyles.hint}>
                {t('posting.photos.limits', { room })}
              </p>
              <button type="submit" className="button">
                {t('posting.photos.upload')}
              </button>
            </div>
            <UploadStatus
              field="photos"
              state={photoUpload.state}
              ended={photoUpload.ended}
              onCancel={photoUpload.cancel}
            />
          </Form>
        ) : (
          <p className={formStyles.hint}>{t('posting.photos.full')}</p>
        )}
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
        <Form
          key={choices.video?.id}
          method="post"
          encType="multipart/form-data"
          className={styles.upload}
          onSubmit={scripted ? videoUpload.onSubmit : undefined}
        >
          <CsrfInput />
          <input type="hidden" name="intent" value="video" />
          <div style={{ display: sendingVideo ? 'none' : 'contents' }}>
            <label htmlFor="video" className={formStyles.label}>
              {t(choices.video ? 'posting.video.replace' : 'posting.video.choose')}
            </label>
            <input
              id="video"
              name="video"
              type="file"
              accept="video/mp4"
              aria-invalid={videoUpload.error ? true : undefined}
              aria-describedby={videoUpload.error ? 'video-hint video-error' : 'video-hint'}
            />
            <p id="video-hint" className={formStyles.hint}>
              {t('posting.video.hint')}
            </p>
            <button type="submit" className="button">
              {t('posting.video.upload')}
            </button>
          </div>
          <UploadStatus
            field="video"
            state={videoUpload.state}
            ended={videoUpload.ended}
            onCancel={videoUpload.cancel}
          />
        </Form>
        {videoUpload.error ? (
          <p id="video-error" className={formStyles.error} role="alert">
            {t(videoUpload.error.key, videoUpload.error.values)}
          </p>
        ) : null}
      </section>
      <Form method="post" encType="multipart/form-data">
        <CsrfInput />
        <input type="hidden" name="intent" value="media-done" />
        <StepNav step="media" />
      </Form>
    </div>
  );
}

/** While a move is being saved, the photos already show in their new order. */
function withMoveShown<T extends { id: string }>(photos: T[], form: FormData | undefined): T[] {
  if (form?.get('intent') !== 'move-media') return photos;
  const to = parsePhotoMove(form.get('to'), AD_PHOTOS_MAX);
  const media = form.get('media');
  if (to === undefined || typeof media !== 'string') return photos;
  const order = movedOrder(
    photos.map((photo) => photo.id),
    media,
    to,
  );
  return order.map((id) => photos.find((photo) => photo.id === id) as T);
}
