import type { LiHTMLAttributes } from 'react';
import { Form } from 'react-router';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './ad-form.module.css';

/** One uploaded photo with its place: make it the cover, move it, or remove it (buttons, so keys work too). */
export function PhotoTile({
  photo,
  index,
  last,
  drag,
}: {
  photo: AdPhotoView;
  index: number;
  last: boolean;
  /** Drag-and-drop handlers from the list; the buttons do the same for keyboards and phones. */
  drag?: LiHTMLAttributes<HTMLLIElement>;
}) {
  const { t } = useI18n();
  const action = (intent: string, label: string, extra?: { to: string }) => (
    <Form method="post" encType="multipart/form-data">
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="media" value={photo.id} />
      {extra ? <input type="hidden" name="to" value={extra.to} /> : null}
      <button type="submit" className={styles.tileButton}>
        {label}
        <span className="visually-hidden"> {t('posting.photos.number', { number: index + 1 })}</span>
      </button>
    </Form>
  );
  return (
    <li className={styles.photo} {...drag}>
      <div
        className={styles.photoFrame}
        style={photo.placeholder ? { backgroundImage: `url(${photo.placeholder})` } : undefined}
      >
        {photo.status === 'ready' && photo.src ? (
          <img
            src={photo.src}
            srcSet={photo.webpSrcset}
            sizes="180px"
            alt={t('posting.photos.number', { number: index + 1 })}
          />
        ) : (
          <span className={styles.photoState}>
            {t(photo.status === 'failed' ? 'posting.photos.failed' : 'posting.photos.processing')}
          </span>
        )}
        {index === 0 ? <span className={styles.coverBadge}>{t('posting.photos.cover')}</span> : null}
      </div>
      <div className={styles.photoActions}>
        {index > 0 ? action('move-media', t('posting.photos.make_cover'), { to: 'first' }) : null}
        {index > 0 ? action('move-media', t('posting.photos.earlier'), { to: 'earlier' }) : null}
        {!last ? action('move-media', t('posting.photos.later'), { to: 'later' }) : null}
        {action('remove-media', t('posting.photos.remove'))}
      </div>
    </li>
  );
}
