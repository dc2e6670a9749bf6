import { readCookie } from '../../common/locale/locale-cookie.ts';

/** The reader's recently viewed ads: their ids, newest first, in a first-party cookie. */
export const RECENTLY_VIEWED_COOKIE = 'recent';
/** The home page shows this many; the cookie stays under 300 bytes. */
const RECENTLY_VIEWED_MAX = 8;
const ID = /^[0-9a-f-]{36}$/;

export function readRecentlyViewed(cookieHeader: string | null): string[] {
  return idsOf(readCookie(cookieHeader, RECENTLY_VIEWED_COOKIE) ?? '');
}

function idsOf(value: string): string[] {
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

/** A `Set-Cookie` of the recently viewed ads (the ad page's). */
export function isRecentlyViewedCookie(setCookie: string): boolean {
  return setCookie.startsWith(`${RECENTLY_VIEWED_COOKIE}=`);
}

/**
 * The same `Set-Cookie` remade for another reader (`cookieHeader`: theirs, or null for a guest
 * without the cookie): the ad it was set for (the first id, the one just viewed) at the front of
 * that reader's own list. A kept ad page is kept with a cookie-less guest's one and answered with
 * each reader's own (docs/decisions/0088-recent-kept-pages.md), so no reader's list reaches
 * another. Undefined when it names no ad.
 */
export function recentlyViewedCookieFor(setCookie: string, cookieHeader: string | null): string | undefined {
  if (!isRecentlyViewedCookie(setCookie)) return undefined;
  const [viewed] = idsOf(setCookie.slice(RECENTLY_VIEWED_COOKIE.length + 1).split(';')[0] ?? '');
  return viewed ? recentlyViewedCookie(cookieHeader, viewed) : undefined;
}
