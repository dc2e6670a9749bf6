import { readCookie } from '../../common/locale/locale-cookie.ts';

/** The reader's recently viewed ads: their ids, newest first, in a first-party cookie. */
const RECENTLY_VIEWED_COOKIE = 'recent';
/** The home page shows this many; the cookie stays under 300 bytes. */
const RECENTLY_VIEWED_MAX = 8;
const ID = /^[0-9a-f-]{36}$/;

export function readRecentlyViewed(cookieHeader: string | null): string[] {
  const value = readCookie(cookieHeader, RECENTLY_VIEWED_COOKIE) ?? '';
  return value
    .split('.')
    .filter((id) => ID.test(id))
    .slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * The cookie after viewing `adId`: it moves to the front, the oldest falls off. Set by the ad
 * page's loader (no script on the ad page, whose JavaScript budget is full); kept 30 days.
 */
export function recentlyViewedCookie(cookieHeader: string | null, adId: string): string {
  const ids = [adId, ...readRecentlyViewed(cookieHeader).filter((id) => id !== adId)].slice(0, RECENTLY_VIEWED_MAX);
  return `${RECENTLY_VIEWED_COOKIE}=${ids.join('.')}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`;
}

/**
 * A `Set-Cookie` of the recently viewed ads. A guest's page that sets one is still kept for the
 * next guests (server/http/page-cache.ts): it is kept only for readers without the cookie, for
 * whom it is the same (the ad just viewed), and set again on every answer from the cache.
 */
export function isRecentlyViewedCookie(setCookie: string): boolean {
  return setCookie.startsWith(`${RECENTLY_VIEWED_COOKIE}=`);
}
