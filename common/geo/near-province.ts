import { readCookie } from '../locale/locale-cookie.ts';

/**
 * The province of the reader's last "near me" (their consent to geolocation, reverse-geocoded
 * offline): the home page's "Newest near you" looks there. A first-party cookie, set by the
 * browser after the reader asked; only a province id, never the point.
 */
export const NEAR_PROVINCE_COOKIE = 'near';

/** The province's slug (the reverse-geocoding answer names it so), or null. */
export function readNearProvince(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, NEAR_PROVINCE_COOKIE) ?? '';
  return /^[a-z0-9-]{1,80}$/.test(value) ? value : null;
}
