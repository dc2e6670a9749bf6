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

/**
 * A card's photo: only its address. The card frame is 4:3 and its photo covers it, so a card
 * needs neither the photo's size nor a width the frame never asks for (`CARD_PHOTO_WIDTHS`).
 */
export interface CardPhoto {
  /** `/media/classifieds/{ad}/{photo}`. */
  base: string;
  /** Only when the photo was made smaller than every card width. */
  widths?: number[];
  placeholder?: string;
}

/**
 * The widths a card's `sizes` can pick: at most 280 CSS px wide on a desktop, half a phone, 45% of
 * a tablet. 1024 covers a 768 px tablet at 2.5x and a desktop at 3x; 1280 and 1536 are for the
 * ad's own gallery.
 */
export const CARD_PHOTO_WIDTHS: readonly number[] = [320, 640, 768, 1024];

/** The frame a card draws its photo in (the `<img>`'s width and height: its 4:3 ratio). */
const CARD_FRAME = { width: 1024, height: 768 };

/**
 * A card's `<picture>`: the AVIF widths for `sizes` to pick from, and one WebP, about twice the
 * card's width, as the `<img>` itself for the few browsers without AVIF (before Safari 16.4, Edge
 * 121). Both formats' srcsets, each with its `sizes`, were 40% of a card's HTML: a results page
 * of 24 cards carried 12 kB of WebP addresses that AVIF browsers never read (issue 32).
 */
export function cardPictureSources(photo: CardPhoto): PictureSources {
  const widths = [...(photo.widths ?? CARD_PHOTO_WIDTHS)];
  const sources = pictureSources({ base: photo.base, widths, ...CARD_FRAME, placeholder: photo.placeholder ?? null });
  const fallback = widths.find((width) => width >= CARD_FALLBACK_WIDTH) ?? widths.at(-1);
  return {
    ...sources,
    webpSrcset: '',
    src: fallback ? `${photo.base}${variantSuffix(fallback, 'webp')}` : null,
  };
}

/** Two card widths on a phone, a card and a bit on a desktop. */
const CARD_FALLBACK_WIDTH = 640;

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
