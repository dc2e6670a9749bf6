import { useState } from 'react';
import type { PictureSources } from '../../../common/ads/picture-sources.ts';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_SIZE } from './ad-image.ts';
import styles from './ad-picture.module.css';

/**
 * One ad photo as a `<picture>`: AVIF, then WebP, at the spec's widths (§9) for the browser to
 * pick from `sizes`. Its blurred placeholder fills the frame until the photo itself has loaded.
 */
export function AdPicture({
  photo,
  alt,
  sizes,
  eager = false,
  fit = 'contain',
  className = '',
}: {
  photo: PictureSources;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** `contain` shows the whole photo (the ad's gallery); `cover` fills a card's frame. */
  fit?: 'contain' | 'cover';
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const background = !loaded && photo.placeholder ? { backgroundImage: `url("${photo.placeholder}")` } : undefined;
  return (
    <picture className={`${styles.picture} ${styles[fit]} ${className}`} style={background}>
      {photo.avifSrcset ? <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} /> : null}
      {photo.webpSrcset ? <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} /> : null}
      <img
        // A photo served before hydration may finish loading before React listens for `load`.
        ref={(img) => {
          if (img?.complete) setLoaded(true);
        }}
        // The WebP <source> already offers every width; the img repeating them cost 0.5 kB a card.
        src={photo.src ?? PLACEHOLDER_IMAGE}
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'auto' : 'async'}
        onLoad={() => setLoaded(true)}
      />
    </picture>
  );
}

/** The spec §9 placeholder, where an ad has no photo to show. */
export function AdPlaceholderImage({
  alt,
  eager = false,
  className = '',
}: {
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={`${styles.placeholder} ${className}`}
      src={PLACEHOLDER_IMAGE}
      width={PLACEHOLDER_SIZE.width}
      height={PLACEHOLDER_SIZE.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
