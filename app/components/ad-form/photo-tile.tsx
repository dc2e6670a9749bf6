import type { CSSProperties, PointerEventHandler, Ref } from 'react';
import { Form } from 'react-router';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './ad-form.module.css';

/** What the list's pointer sorting gives each tile (usePhotoSorting). */
export interface TileSorting {
  ref: Ref<HTMLLIElement>;
  style: CSSProperties | undefined;
  'data-dragging': string | undefined;
  onPointerDown: PointerEventHandler<HTMLLIElement>;
  onPointerMove: PointerEventHandler<HTMLLIElement>;
  onPointerUp: PointerEventHandler<HTMLLIElement>;
  onPointerCancel: PointerEventHandler<HTMLLIElement>;
}

/** One uploaded photo with its place: make it the cover, move it, or remove it (buttons, so keys work too). */
export function PhotoTile({
  photo,
  index,
  last,
  sorting,
}: {
  photo: AdPhotoView;
  index: number;
  last: boolean;
  /** Dragging by pointer; the buttons do the same for keyboards. */
  sorting?: TileSorting;
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
    <li className={styles.photo} {...sorting}>
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
            draggable={false}
          />
        ) : (
          <span className={styles.photoState}>
            {t(photo.status === 'failed' ? 'posting.photos.failed' : 'posting.photos.processing')}
          </span>
        )}
        {index === 0 ? <span className={styles.coverBadge}>{t('posting.photos.cover')}</span> : null}
        {sorting ? (
          // For fingers and pens only: keyboards use the buttons below, so it is not focusable.
          <span className={styles.dragHandle} data-drag-handle="" title={t('posting.photos.drag_handle')}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M7 4h2v2H7zm4 0h2v2h-2zM7 9h2v2H7zm4 0h2v2h-2zm-4 5h2v2H7zm4 0h2v2h-2z" />
            </svg>
          </span>
        ) : null}
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
