import { PLACEHOLDER_PHOTO } from '../../../common/ads/placeholder-photo.ts';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';

/** Spec §9 placeholder ad image. */
export const PLACEHOLDER_IMAGE = PLACEHOLDER_PHOTO;
/** The placeholder's own size (4:3), so it reserves its space like a photo does. */
export const PLACEHOLDER_SIZE = { width: 800, height: 600 };

/** Photos a visitor can look at; a failed one is left out, a processing one gets a calm tile. */
export function showablePhotos(photos: readonly AdPhotoView[]): AdPhotoView[] {
  return photos.filter((photo) => photo.status === 'processing' || (photo.status === 'ready' && photo.src));
}

/** The first ready photo's main image, else the placeholder. */
export function coverSrc(photos: readonly AdPhotoView[]): string {
  return photos.find((photo) => photo.status === 'ready' && photo.src)?.src ?? PLACEHOLDER_IMAGE;
}

/** Social networks and search engines need absolute addresses; media may already be on a CDN. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return pathOrUrl;
  }
}

/** How wide the gallery's main photo is drawn: the browser picks its variant from this. */
export const STAGE_SIZES = '(min-width: 1152px) 744px, (min-width: 960px) 65vw, 100vw';
