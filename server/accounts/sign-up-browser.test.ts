import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadSecret } from '../infra/secret.ts';
import {
  clearSignUpBrowserCookie,
  isSignUpBrowser,
  SIGN_UP_BROWSER_COOKIE,
  SIGN_UP_BROWSER_SECONDS,
  serializeSignUpBrowserCookie,
} from './sign-up-browser.ts';

beforeAll(() => {
  loadSecret({ SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-the-config', dataDir: '.data/unit' });
});

const TOKEN = 'the-confirmation-link-token-0123456789abcdef';
const NOW = 1_800_000_000_000;

/** The Cookie header a browser sends back for a Set-Cookie value. */
function sent(setCookie: string): string {
  return setCookie.split(';')[0] ?? '';
}

describe('the cookie of the browser that signed up', () => {
  test('matches its own link, only until it expires, and is httpOnly', () => {
    const setCookie = serializeSignUpBrowserCookie(TOKEN, { secure: true, now: NOW });
    expect(setCookie).toMatch(new RegExp(`^${SIGN_UP_BROWSER_COOKIE}=`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(isSignUpBrowser(sent(setCookie), TOKEN, NOW + 1000)).toBe(true);
    expect(isSignUpBrowser(sent(setCookie), TOKEN, NOW + SIGN_UP_BROWSER_SECONDS * 1000)).toBe(false);
    expect(isSignUpBrowser(sent(setCookie), `${TOKEN}x`, NOW + 1000)).toBe(false);
  });

  test('a browser with only the link (no cookie, or a cookie made from the token) is not the one', () => {
    expect(isSignUpBrowser(null, TOKEN, NOW)).toBe(false);
    const expiresAt = NOW + 60_000;
    const hash = createHash('sha256').update(TOKEN).digest('base64url');
    expect(isSignUpBrowser(`${SIGN_UP_BROWSER_COOKIE}=${expiresAt}.${hash}`, TOKEN, NOW)).toBe(false);
    // A later expiry on a real cookie breaks its signature.
    const real = sent(serializeSignUpBrowserCookie(TOKEN, { secure: false, now: NOW })).split('=')[1] ?? '';
    const [, mac] = real.split('.');
    expect(isSignUpBrowser(`${SIGN_UP_BROWSER_COOKIE}=${NOW * 2}.${mac}`, TOKEN, NOW)).toBe(false);
  });

  test('a sign-up with a taken address gets a cookie of the same shape that matches no link', () => {
    const taken = serializeSignUpBrowserCookie(undefined, { secure: false, now: NOW });
    const fresh = serializeSignUpBrowserCookie(TOKEN, { secure: false, now: NOW });
    expect(taken.length).toBe(fresh.length);
    expect(isSignUpBrowser(sent(taken), TOKEN, NOW)).toBe(false);
  });

  test('clearing it expires it', () => {
    expect(clearSignUpBrowserCookie(false)).toContain('Max-Age=0');
  });
});
