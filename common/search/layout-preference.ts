import { readCookie } from '../locale/locale-cookie.ts';

/** How result lists are shown (spec §4): grid by default, or rows; kept in a cookie. */
export type LayoutPreference = 'grid' | 'row';
export const LAYOUT_COOKIE = 'layout';

export function readLayoutPreference(cookieHeader: string | null): LayoutPreference {
  return readCookie(cookieHeader, LAYOUT_COOKIE) === 'row' ? 'row' : 'grid';
}

/** The cookie that remembers the choice for a year, set by the browser or by the server. */
export function layoutCookie(layout: LayoutPreference): string {
  return `${LAYOUT_COOKIE}=${layout}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
