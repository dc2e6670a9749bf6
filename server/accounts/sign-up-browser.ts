import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookies } from '../../common/locale/locale-cookie.ts';
import { deriveKey } from '../infra/secret.ts';
import { hashToken } from './sessions.ts';

/**
 * The browser that signed up (issue 35): opening the confirmation link there signs the new
 * account in; opening it anywhere else only confirms the address. The cookie is httpOnly, lives
 * an hour and holds an expiry and an HMAC of the link's token under a key derived from the server
 * secret: a forwarded mail (the token) without this cookie gives nothing, and the browser cannot
 * make the cookie from the token. A sign-up with a taken address gets a cookie of the same shape
 * that matches no link, so the answer tells nobody which case it was.
 */
export const SIGN_UP_BROWSER_COOKIE = 'galope_sign_up';
export const SIGN_UP_BROWSER_SECONDS = 60 * 60;

function proof(token: string, expiresAt: number): string {
  return createHmac('sha256', deriveKey('sign-up-browser'))
    .update(`${hashToken(token)}.${expiresAt}`)
    .digest('base64url');
}

/** The Set-Cookie for the browser that signed up: bound to `token`, or to nothing when undefined. */
export function serializeSignUpBrowserCookie(
  token: string | undefined,
  options: { secure: boolean; now?: number },
): string {
  const expiresAt = (options.now ?? Date.now()) + SIGN_UP_BROWSER_SECONDS * 1000;
  const value = `${expiresAt}.${token ? proof(token, expiresAt) : randomBytes(32).toString('base64url')}`;
  return cookie(value, SIGN_UP_BROWSER_SECONDS, options.secure);
}

/** Whether this request comes from the browser that signed up for the link with `token`. */
export function isSignUpBrowser(cookieHeader: string | null, token: string, now = Date.now()): boolean {
  return readCookies(cookieHeader, SIGN_UP_BROWSER_COOKIE).some((value) => matches(value, token, now));
}

function matches(value: string, token: string, now: number): boolean {
  const [expires, mac] = value.split('.');
  const expiresAt = Number(expires);
  if (!mac || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  const expected = Buffer.from(proof(token, expiresAt));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function clearSignUpBrowserCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${SIGN_UP_BROWSER_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}
