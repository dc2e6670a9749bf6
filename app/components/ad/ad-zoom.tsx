import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { AdPicture } from './ad-picture.tsx';
import styles from './ad-zoom.module.css';
import { PhotoProcessing } from './photo-processing.tsx';
import { INITIAL_ZOOM, type Pan, ZOOM_MAX, ZOOM_MIN, zoomReducer } from './zoom.ts';

/** How far one arrow key press moves a zoomed photo, in CSS pixels. */
const PAN_STEP = 48;
const ARROWS: Record<string, Pan> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The photo viewer (spec §9 image zoom): a modal `<dialog>` that takes the focus and gives it back,
 * closes on Escape; the wheel, +/− (buttons or keys) and 0 zoom, dragging or the arrow keys move a
 * zoomed photo, and at scale 1 the arrows go through the photos.
 */
export function AdZoom({
  photos,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  photos: AdPhotoView[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; origin: Pan } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [zoom, dispatch] = useReducer(zoomReducer, INITIAL_ZOOM);
  const photo = photos[index];
  const total = photos.length;
  const size = () => displayedSize(canvas.current);

  // No close() on cleanup: unmounting removes the dialog, which leaves the top layer by itself,
  // while a close() would queue a `close` event that fires after StrictMode's remount.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // React listens to `wheel` passively, and the page must not scroll while the wheel zooms.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      dispatch({ type: 'wheel', deltaY: event.deltaY, size: displayedSize(canvas.current) });
    }
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  function go(step: number) {
    dispatch({ type: 'reset' });
    onIndexChange((index + step + total) % total);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const arrow = ARROWS[event.key];
    if (event.key === '+' || event.key === '=') dispatch({ type: 'step', direction: 1, size: size() });
    else if (event.key === '-' || event.key === '_') dispatch({ type: 'step', direction: -1, size: size() });
    else if (event.key === '0') dispatch({ type: 'reset' });
    else if (arrow && zoom.scale > ZOOM_MIN) {
      // The arrow says where to look: the photo itself moves the other way.
      const pan = { x: zoom.pan.x - arrow.x * PAN_STEP, y: zoom.pan.y - arrow.y * PAN_STEP };
      dispatch({ type: 'pan', pan, size: size() });
    } else if (arrow?.x && total > 1) {
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      go(arrow.x * (rtl ? -1 : 1));
    } else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (zoom.scale <= ZOOM_MIN || event.button !== 0) return;
    // The browser's own image drag would otherwise take the pointer away from panning.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, origin: zoom.pan };
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const pan = { x: start.origin.x + event.clientX - start.x, y: start.origin.y + event.clientY - start.y };
    dispatch({ type: 'pan', pan, size: size() });
  }

  function endDrag() {
    drag.current = null;
    setDragging(false);
  }

  const ratio = photo?.width && photo.height ? photo.width / photo.height : 4 / 3;
  const zoomed = zoom.scale > ZOOM_MIN;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="ad-zoom-title"
      aria-describedby="ad-zoom-help"
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <h2 id="ad-zoom-title" className={styles.title}>
          {title}
        </h2>
        {total > 1 ? <p className={styles.counter}>{t('ad.gallery.position', { n: index + 1, total })}</p> : null}
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog must move the focus into itself */}
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('ad.zoom.close')}</span>
        </button>
      </div>
      <div
        ref={frame}
        className={`${styles.frame} ${zoomed ? styles.zoomed : ''} ${dragging ? styles.dragging : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          ref={canvas}
          className={styles.canvas}
          style={
            {
              '--ratio': ratio,
              transform: `translate(${zoom.pan.x}px, ${zoom.pan.y}px) scale(${zoom.scale})`,
            } as CSSProperties
          }
        >
          {photo?.status === 'ready' ? (
            <AdPicture
              key={photo.id}
              photo={photo}
              alt={t('ad.gallery.photo_alt', { title, n: index + 1, total })}
              sizes="100vw"
              eager
            />
          ) : (
            <PhotoProcessing />
          )}
        </div>
      </div>
      <div className={styles.tools}>
        {total > 1 ? (
          <button type="button" className={styles.tool} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('ad.gallery.previous')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={styles.tool}
          aria-disabled={zoom.scale <= ZOOM_MIN}
          onClick={() => dispatch({ type: 'step', direction: -1, size: size() })}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('ad.zoom.zoom_out')}</span>
        </button>
        <output className={styles.level} aria-live="polite">
          {t('ad.zoom.level', { scale: zoom.scale })}
        </output>
        <button
          type="button"
          className={styles.tool}
          aria-disabled={zoom.scale >= ZOOM_MAX}
          onClick={() => dispatch({ type: 'step', direction: 1, size: size() })}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('ad.zoom.zoom_in')}</span>
        </button>
        <button
          type="button"
          className={styles.text}
          onClick={() => dispatch({ type: 'reset' })}
          aria-disabled={!zoomed}
        >
          {t('ad.zoom.reset')}
        </button>
        {total > 1 ? (
          <button type="button" className={styles.tool} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('ad.gallery.next')}</span>
          </button>
        ) : null}
      </div>
      <p id="ad-zoom-help" className={styles.help}>
        {t(touchFirst() ? 'ad.zoom.help_touch' : 'ad.zoom.help')}
      </p>
    </dialog>
  );
}

/** A finger, not a mouse, is the main pointer (a phone or a tablet): no wheel to speak of. */
function touchFirst() {
  return typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;
}

/** The canvas is the photo's displayed size, so panning stops at the photo's own edges. */
function displayedSize(canvas: HTMLElement | null) {
  return { width: canvas?.offsetWidth ?? 0, height: canvas?.offsetHeight ?? 0 };
}
