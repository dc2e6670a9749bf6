import { readCookies } from '../../common/locale/locale-cookie.ts';
import { SESSION_ABSOLUTE_MS } from '../accounts/sessions.ts';

export const SESSION_COOKIE = 'galope_session';
/** The Cache-Control of every answer to a signed-in request (issue 27): kept by no cache at all. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** httpOnly, SameSite=Lax, and Secure whenever the site is reached over TLS. */
export function serializeSessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/**
 * The well-formed session tokens the browser sent, in its order. Usually one; more when another
 * cookie of the same name was planted for a narrower path, which must not hide the real one.
 */
export function readSessionTokens(cookieHeader: string | null): string[] {
  return readCookies(cookieHeader, SESSION_COOKIE).filter((token) => /^[\w-]{43}$/.test(token));
}

export function readSessionToken(cookieHeader: string | null): string | undefined {
  return readSessionTokens(cookieHeader)[0];
}
