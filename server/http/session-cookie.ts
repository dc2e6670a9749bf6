import { SESSION_ABSOLUTE_MS } from '../accounts/sessions.ts';
import { readCookie } from '../locale/locale-cookie.ts';

export const SESSION_COOKIE = 'galope_session';

/** httpOnly, SameSite=Lax, and Secure whenever the site is reached over TLS. */
export function serializeSessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

export function readSessionToken(cookieHeader: string | null): string | undefined {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
}
