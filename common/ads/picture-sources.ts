// Pure: cards write their photos' addresses in the browser too.
import { type PhotoFormat, variantSuffix } from '../media/variant-key.ts';

/** What a `<picture>` of an ad photo needs: AVIF and WebP `srcset`s, a `src`, its size and placeholder. */
export interface PictureSources {
  width: number | null;
  height: number | null;
  /** A tiny blurred image (data URL) shown until the photo has loaded. */
  placeholder: string | null;
  /** `…-320.avif 320w, …-640.avif 640w, …` */
  avifSrcset: string;
  webpSrcset: string;
  /** The WebP closest to 1024 px, for `src`, Open Graph and schema.org. */
  src: string | null;
}

/**
 * A photo as little as it can travel: the address its variants start with and the widths made.
 * A card's data holds this, not the srcsets (about 1.3 kB a card, 30 kB of a results page's data).
 */
export interface CompactPhoto {
  /** `/media/classifieds/{ad}/{photo}`: a variant is `{base}-{width}.{format}`. */
  base: string;
  widths: number[];
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

export function pictureSources(photo: CompactPhoto): PictureSources {
  const url = (width: number, format: PhotoFormat) => `${photo.base}${variantSuffix(width, format)}`;
  const srcset = (format: PhotoFormat) => photo.widths.map((width) => `${url(width, format)} ${width}w`).join(', ');
  const main = [...photo.widths].sort((a, b) => Math.abs(a - 1024) - Math.abs(b - 1024))[0];
  return {
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    avifSrcset: srcset('avif'),
    webpSrcset: srcset('webp'),
    src: main ? url(main, 'webp') : null,
  };
}
