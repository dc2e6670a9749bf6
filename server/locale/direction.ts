import { readCookie } from '../../common/locale/locale-cookie.ts';
import { DIRECTIONS, type Direction, type Locale } from '../../common/locale/locales.ts';

/**
 * A test-only override of the page's direction, so the right-to-left layout can be seen and tested
 * while every locale reads left to right. Honoured only where the showcase pages are (never in
 * production unless SHOWCASE_PAGES=on); a request with it bypasses the page cache (it is not a
 * shared cookie, server/http/page-cache-answer.ts).
 */
export const DIRECTION_PREVIEW_COOKIE = 'galope_dir_preview';

/** The page's direction: the locale's (spec §1 `directions`), or the preview cookie's where allowed. */
export function pageDirection(locale: Locale, cookieHeader: string | null, previewAllowed: () => boolean): Direction {
  const preview = readCookie(cookieHeader, DIRECTION_PREVIEW_COOKIE);
  if ((preview === 'rtl' || preview === 'ltr') && previewAllowed()) return preview;
  return DIRECTIONS[locale];
}
