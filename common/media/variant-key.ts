// Pure: pages build photo addresses from it, so it must not pull sharp into the browser.

/** The spec's image screen widths, xs 320 up to 2xl 1536. */
export const PHOTO_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

export type PhotoFormat = 'webp' | 'avif';

/** The storage key of one variant; uuids keep it inside the store's safe-key pattern. */
export function variantKey(options: { adId: string; mediaId: string; width: number; format: PhotoFormat }): string {
  return `${variantKeyPrefix(options)}${variantSuffix(options.width, options.format)}`;
}

/** What the keys of one photo's variants start with. */
export function variantKeyPrefix(options: { adId: string; mediaId: string }): string {
  return `classifieds/${options.adId}/${options.mediaId}`;
}

/** What follows the prefix in a variant's key (and address). */
export function variantSuffix(width: number, format: PhotoFormat): string {
  return `-${width}.${format}`;
}
