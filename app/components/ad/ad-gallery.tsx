import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './ad-gallery.module.css';
import { STAGE_SIZES, showablePhotos } from './ad-image.ts';
import { AdPicture, AdPlaceholderImage } from './ad-picture.tsx';
import { PhotoProcessing } from './photo-processing.tsx';

// The viewer loads when a photo is first pointed at or opened: off the page's first download.
const loadZoom = () => import('./ad-zoom.tsx');
const AdZoom = lazy(() => loadZoom().then((module) => ({ default: module.AdZoom })));

/** The main photo spans the screen below 960 px, then the left column (about 2/3 of 72rem). */
const THUMB_SIZES = '96px';

/**
 * The ad's photos, photo first: a large swipeable photo with previous/next buttons, ArrowLeft and
 * ArrowRight, a strip of thumbnails, and the zoom viewer on click. Only the first photo loads
 * eagerly (it is the page's largest paint); the rest wait until they come near the screen.
 */
export function AdGallery({ photos, title }: { photos: AdPhotoView[]; title: string }) {
  const { t } = useI18n();
  const shown = showablePhotos(photos);
  const total = shown.length;
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLElement | null)[]>([]);
  const targets = useRef<(HTMLElement | null)[]>([]);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  // A swipe (touch or trackpad) moves through the photos as well: follow it.
  useEffect(() => {
    const root = track.current;
    if (!root || total < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root, threshold: 0.6 },
    );
    for (const slide of slides.current) if (slide) observer.observe(slide);
    return () => observer.disconnect();
  }, [total]);

  if (total === 0) {
    return (
      <div className={styles.stage}>
        <AdPlaceholderImage alt={t('ad.gallery.no_photos')} eager />
      </div>
    );
  }

  function show(next: number, focus?: 'slide' | 'thumb') {
    const target = (next + total) % total;
    setIndex(target);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior = smooth ? 'smooth' : 'auto';
    slides.current[target]?.scrollIntoView({ behavior, block: 'nearest', inline: 'start' });
    thumbs.current[target]?.scrollIntoView({ behavior, block: 'nearest', inline: 'nearest' });
    if (focus === 'slide') targets.current[target]?.focus({ preventScroll: true });
    if (focus === 'thumb') thumbs.current[target]?.focus({ preventScroll: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    // The focus follows the photo inside the strip it was in; on the buttons it stays put.
    const active = document.activeElement;
    const focus = thumbs.current.includes(active as HTMLButtonElement)
      ? 'thumb'
      : targets.current.includes(active as HTMLElement)
        ? 'slide'
        : undefined;
    show(index + (forward ? 1 : -1), focus);
  }

  function closeZoom() {
    setZoomOpen(false);
    targets.current[index]?.focus({ preventScroll: true });
  }

  return (
    <section className={styles.gallery} aria-label={t('ad.gallery.label')} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div ref={track} className={styles.track}>
          {shown.map((photo, i) => (
            <div
              key={photo.id}
              className={styles.slide}
              data-index={i}
              ref={(element) => {
                slides.current[i] = element;
              }}
            >
              {photo.status === 'ready' ? (
                <button
                  type="button"
                  className={styles.open}
                  tabIndex={i === index ? 0 : -1}
                  aria-haspopup="dialog"
                  onPointerEnter={loadZoom}
                  onFocus={loadZoom}
                  ref={(element) => {
                    targets.current[i] = element;
                  }}
                  onClick={() => {
                    setIndex(i);
                    setZoomOpen(true);
                  }}
                >
                  <AdPicture
                    photo={photo}
                    alt={t('ad.gallery.photo_alt', { title, n: i + 1, total })}
                    sizes={STAGE_SIZES}
                    eager={i === 0}
                  />
                  <span className="visually-hidden">{t('ad.gallery.open_zoom')}</span>
                </button>
              ) : (
                <div
                  className={styles.pending}
                  tabIndex={i === index ? 0 : -1}
                  ref={(element) => {
                    targets.current[i] = element;
                  }}
                >
                  <PhotoProcessing />
                </div>
              )}
            </div>
          ))}
        </div>
        {total > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => show(index - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('ad.gallery.previous')}</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(index + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('ad.gallery.next')}</span>
            </button>
            <p className={styles.counter} aria-live="polite">
              <span aria-hidden="true">{t('ad.gallery.counter', { n: index + 1, total })}</span>
              <span className="visually-hidden">{t('ad.gallery.position', { n: index + 1, total })}</span>
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs}>
          {shown.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                tabIndex={i === index ? 0 : -1}
                aria-current={i === index ? 'true' : undefined}
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                onClick={() => show(i)}
              >
                {photo.status === 'ready' ? (
                  <AdPicture photo={photo} alt="" sizes={THUMB_SIZES} fit="cover" />
                ) : (
                  <PhotoProcessing compact />
                )}
                <span className="visually-hidden">{t('ad.gallery.show_photo', { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomOpen ? (
        <Suspense fallback={null}>
          <AdZoom photos={shown} title={title} index={index} onIndexChange={(i) => show(i)} onClose={closeZoom} />
        </Suspense>
      ) : null}
    </section>
  );
}
