/**
 * Limits of an ad (spec §5, §9; DESIGN.md "two readings": photos per ad 10, photo 5 MB, video
 * 100 MB — see docs/decisions/0011-ads.md). Pure: the browser shows them too.
 */
export const AD_PHOTOS_MAX = 10;
export const AD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const AD_PHOTO_FORMATS = ['jpg', 'png', 'webp'] as const;
export const AD_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const AD_TITLE_MIN = 5;
export const AD_TITLE_MAX = 90;
export const AD_DESCRIPTION_MIN = 20;
export const AD_DESCRIPTION_MAX = 5000;
export const PRICE_MIN = 1;
export const PRICE_MAX = 10_000_000;
/**
 * ehorses ends ads after three months; the owner is reminded and can renew. The default of the
 * AD_LIFETIME_DAYS setting (server/infra/config.ts), which is what the server uses.
 */
export const AD_LIFETIME_DAYS = 90;
export const HEIGHT_CM_MIN = 50;
export const HEIGHT_CM_MAX = 220;
export const OLDEST_BIRTH_YEAR = 1980;
