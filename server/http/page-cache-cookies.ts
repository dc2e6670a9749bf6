import { NEAR_PROVINCE_COOKIE } from '../../common/geo/near-province.ts';
import { LOCALE_COOKIE } from '../../common/locale/locale-cookie.ts';
import { LAYOUT_COOKIE } from '../../common/search/layout-preference.ts';
import { isRecentlyViewedCookie, RECENTLY_VIEWED_COOKIE, recentlyViewedCookieFor } from '../ads/recently-viewed.ts';
import { CSRF_COOKIE } from './csrf.ts';

/**
 * Which guests' cookies allow a kept page (docs/decisions/0038-page-cache.md,
 * 0088-recent-kept-pages.md). Those of the first set change no page, or are part of its key (the
 * layout); the reader's own values are put in by the answer (the CSRF token, the locale guard's
 * cookie). Those of the second are the reader's own data that only some pages read (the recently
 * viewed ads and the province near them, read by the home): not part of the key, so a guest who has one still gets every
 * kept page, except a page whose loaders said they read it (`pageReadsCookie`), which is neither
 * served to nor kept from a reader who has it. Any other cookie (a session, a pending favourite,
 * anything unknown) sends the request past the cache.
 */
const SHARED_PAGE_COOKIES = new Set([CSRF_COOKIE, LOCALE_COOKIE, LAYOUT_COOKIE]);
const READER_COOKIES = new Set([RECENTLY_VIEWED_COOKIE, NEAR_PROVINCE_COOKIE]);

/** Whether a request with these cookies may be answered from the cache, or its page kept. */
export function mayUseKeptPages(cookieHeader: string | null): boolean {
  return cookieNames(cookieHeader).every((name) => SHARED_PAGE_COOKIES.has(name) || READER_COOKIES.has(name));
}

/**
 * Whether the reader has one of the cookies a page read, whatever its value: that page, kept or
 * rendered for them, is not shared with them.
 */
export function carriesAnyOf(cookieHeader: string | null, names: readonly string[]): boolean {
  return names.length > 0 && cookieNames(cookieHeader).some((name) => names.includes(name));
}

function cookieNames(cookieHeader: string | null): string[] {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * The cookies a kept page sets, made for this reader: the recently viewed ads' one with the
 * page's ad put in front of the reader's own list (a kept page holds the one a guest without the
 * cookie gets); any other as it was kept.
 */
export function keptCookiesFor(setCookies: readonly string[], cookieHeader: string | null): string[] {
  return setCookies.flatMap((setCookie) => {
    if (!isRecentlyViewedCookie(setCookie)) return [setCookie];
    const remade = recentlyViewedCookieFor(setCookie, cookieHeader);
    return remade ? [remade] : [];
  });
}
