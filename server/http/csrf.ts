import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../../common/locale/locale-cookie.ts';
import { deriveKey } from '../infra/secret.ts';

/**
 * CSRF protection for every state-changing request: a random seed in an httpOnly cookie, and a
 * token = HMAC(server key, seed) that pages put in their forms (`csrf` field) and scripts send
 * as `x-csrf-token`. A cross-site page can neither read the seed nor forge the HMAC.
 */
export const CSRF_COOKIE = 'galope_csrf';
export const CSRF_FIELD = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCsrfSeed(cookieHeader: string | null): string | undefined {
  const seed = readCookie(cookieHeader, CSRF_COOKIE);
  return seed && /^[\w-]{32}$/.test(seed) ? seed : undefined;
}

export function newCsrfSeed(): string {
  return randomBytes(24).toString('base64url');
}

export function serializeCsrfCookie(seed: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${seed}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function csrfTokenFor(seed: string): string {
  return createHmac('sha256', deriveKey('csrf')).update(seed).digest('base64url');
}

export function isValidCsrfToken(seed: string | undefined, token: unknown): boolean {
  if (!seed || typeof token !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(seed));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A browser names the page that sent a request; refuse one from another site. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return request.headers.get('sec-fetch-site') !== 'cross-site';
  return origin === new URL(request.url).origin;
}
