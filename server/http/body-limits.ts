import { AD_PHOTO_MAX_BYTES, AD_PHOTOS_MAX, AD_VIDEO_MAX_BYTES } from '../../common/ads/ad-limits.ts';
import { PICTURE_MAX_BYTES } from '../../common/media/picture-limits.ts';

/**
 * How many bytes a request body may carry, by route kind (docs/decisions/
 * 0055-bounded-bodies-and-clean-text.md). Pure: the Express guard (body-limit.ts) and the pages'
 * middleware read the same numbers.
 */
export const FORM_BODY_MAX_BYTES = 1024 * 1024;

/** Room for an upload form's other fields and the multipart boundaries around its files. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * A body without a Content-Length (chunked) is counted as it arrives and may not pass this:
 * browsers declare the length of every form they send, files included, so only scripts stream
 * bodies, and a form parser holds what it reads in memory. The same megabyte as a form.
 */
export const STREAMED_BODY_MAX_BYTES = 1024 * 1024;

/** The upload forms (spec §9): a path without its locale prefix, and the most it may send. */
const UPLOAD_LIMITS: readonly [RegExp, number][] = [
  // The posting form's media step: photos (10 × 5 MB) or one video (100 MB).
  [/^\/s\/add$/, AD_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES],
  [/^\/s\/[^/]+\/edit$/, AD_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES],
  [/^\/s\/add-guest$/, AD_PHOTO_MAX_BYTES * AD_PHOTOS_MAX + FORM_OVERHEAD_BYTES],
  // One picture a post: the profile photo, the company's logo or cover. A picture a little over
  // 5 MB still reaches the form, which answers its size message without reading it.
  [/^\/user\/settings(?:\/company)?$/, 2 * PICTURE_MAX_BYTES + FORM_OVERHEAD_BYTES],
];

/** The most a body sent to `pathname` may declare: an upload form's limit, else a form's 1 MB. */
export function bodyLimitFor(pathname: string): number {
  // A script's submission goes to the page's data URL (`/user/settings.data`): the same form.
  const page = pathname.replace(/\.data$/, '');
  const path = page.replace(/^\/(?:en|cat|pt)(?=\/|$)/, '').replace(/(.)\/+$/, '$1') || '/';
  return UPLOAD_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? FORM_BODY_MAX_BYTES;
}

/** The declared Content-Length, or undefined when the body's size is not declared (chunked, none). */
export function declaredBodyLength(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}
