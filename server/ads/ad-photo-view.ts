import { PLACEHOLDER_PHOTO } from '../../common/ads/placeholder-photo.ts';
import type { classifiedMedia } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-url.ts';
import { variantKey } from '../media/variant-key.ts';

export { PLACEHOLDER_PHOTO };

type MediaRow = typeof classifiedMedia.$inferSelect;

/** One photo as pages show it: AVIF and WebP `srcset`s at the spec's widths, a blurred placeholder. */
export interface AdPhotoView {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  width: number | null;
  height: number | null;
  placeholder: string | null;
  /** `…-320.avif 320w, …-640.avif 640w, …` */
  avifSrcset: string;
  webpSrcset: string;
  /** The WebP closest to 1024 px, for `src`, Open Graph and schema.org. */
  src: string | null;
}

export function viewAdPhoto(media: MediaRow): AdPhotoView {
  const url = (width: number, format: 'webp' | 'avif') =>
    mediaUrl(variantKey({ adId: media.classifiedId, mediaId: media.id, width, format })) ?? '';
  const srcset = (format: 'webp' | 'avif') => media.widths.map((width) => `${url(width, format)} ${width}w`).join(', ');
  const main = [...media.widths].sort((a, b) => Math.abs(a - 1024) - Math.abs(b - 1024))[0];
  return {
    id: media.id,
    status: media.status,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder,
    avifSrcset: srcset('avif'),
    webpSrcset: srcset('webp'),
    src: main ? url(main, 'webp') : null,
  };
}
