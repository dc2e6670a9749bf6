import { readCookie } from '../locale/locale-cookie.ts';

/**
 * The province of the reader's last "near me" (their consent to geolocation, reverse-geocoded
 * offline): the home page's "Newest near you" looks there. A first-party cookie, set by the
 * browser after the reader asked; only a province id, never the point.
 */
export const NEAR_PROVINCE_COOKIE = 'near';

export function readNearProvince(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, NEAR_PROVINCE_COOKIE) ?? '';
  return /^[A-Z]{2}(\.[A-Za-z0-9]{1,4}){1,2}$/.test(value) ? value : null;
}

export function nearProvinceCookie(provinceId: string): string {
  return `${NEAR_PROVINCE_COOKIE}=${provinceId}; Path=/; Max-Age=2592000; SameSite=Lax`;
}
