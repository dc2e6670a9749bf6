import { useEffect, useRef, useState } from 'react';
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
import { UploadQueue } from './upload-queue.tsx';
import { usePhotoSorting } from './use-photo-sorting.ts';
import { useUploadQueue } from './use-upload-queue.ts';

/** Step 5: up to ten photos (the first is the cover) and one video, each sent the moment it is chosen. */
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
  // Sending on choosing, dragging and the progress bars need script; until it runs, the form
  // posts as it is, and "Continue" sends what is chosen too.
  const [scripted, setScripted] = useState(false);
  const photoQueue = useUploadQueue('photos');
  const videoQueue = useUploadQueue('video');
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement | null, queue: ReturnType<typeof useUploadQueue>) => {
    if (!input?.files?.length) return;
    queue.add([...input.files]);
    input.value = '';
  };
  // Files chosen before the script ran are sent as soon as it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    setScripted(true);
    take(photoInput.current, photoQueue);
    take(videoInput.current, videoQueue);
  }, []);
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
  const queued = photoQueue.items.filter((item) => item.phase !== 'failed').length;
  const room = AD_PHOTOS_MAX - choices.photos.length - queued;
  const error = answer?.mediaError;
  const blocked =
    photoQueue.busy || videoQueue.busy
      ? 'posting.upload.wait'
      : photoQueue.retryable || videoQueue.retryable
        ? 'posting.upload.failed_block'
        : photoQueue.failed || videoQueue.failed
          ? 'posting.upload.refused_block'
          : undefined;
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
        <UploadQueue field="photos" items={photoQueue.items} onRetry={photoQueue.retry} onRemove={photoQueue.remove} />
        {room > 0 ? (
          <div className={styles.upload}>
            <label htmlFor="photos" className={formStyles.label}>
              {t('posting.photos.choose')}
            </label>
            <input
              ref={photoInput}
              id="photos"
              name="photos"
              type="file"
              form="media-form"
              multiple
              accept="image/jpeg,image/png,image/webp"
              onChange={scripted ? (event) => take(event.currentTarget, photoQueue) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'photos-hint media-error' : 'photos-hint'}
            />
            <p id="photos-hint" className={formStyles.hint}>
              {t(scripted ? 'posting.photos.limits_at_once' : 'posting.photos.limits', { room })}
            </p>
            {scripted ? null : (
              <button type="submit" form="media-form" name="intent" value="photos" className="button">
                {t('posting.photos.upload')}
              </button>
            )}
          </div>
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
        <UploadQueue field="video" items={videoQueue.items} onRetry={videoQueue.retry} onRemove={videoQueue.remove} />
        {videoQueue.items.length === 0 ? (
          <div className={styles.upload}>
            <label htmlFor="video" className={formStyles.label}>
              {t(choices.video ? 'posting.video.replace' : 'posting.video.choose')}
            </label>
            <input
              ref={videoInput}
              id="video"
              name="video"
              type="file"
              form="media-form"
              accept="video/mp4"
              onChange={scripted ? (event) => take(event.currentTarget, videoQueue) : undefined}
              aria-describedby="video-hint"
            />
            <p id="video-hint" className={formStyles.hint}>
              {t('posting.video.hint')}
            </p>
            {scripted ? null : (
              <button type="submit" form="media-form" name="intent" value="video" className="button">
                {t('posting.video.upload')}
              </button>
            )}
          </div>
        ) : null}
      </section>
      <Form id="media-form" method="post" encType="multipart/form-data">
        <CsrfInput />
        {blocked ? (
          <p id="media-blocked" className={formStyles.hint} role="status">
            {t(blocked)}
          </p>
        ) : null}
        <StepNav step="media" intent="media-done" blockedBy={blocked ? 'media-blocked' : undefined} />
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
