import { beforeAll, describe, expect, test } from 'vitest';
import { loadSecret } from '../../infra/secret.ts';
import {
  PENDING_SIGNUP_COOKIE,
  readPendingSignupCookie,
  readTransactionCookie,
  serializePendingSignupCookie,
  serializeTransactionCookie,
  TRANSACTION_COOKIE,
} from './social-cookies.ts';

beforeAll(() => {
  loadSecret({ SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-the-config', dataDir: '.data/unit' });
});

const transaction = {
  provider: 'google',
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
  redirectTo: '/en/s/add',
};

/** The `Cookie` request header a browser would send back for a `Set-Cookie` value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('social sign-in cookies', () => {
  test('a flow cookie reads back as written, httpOnly, for ten minutes', () => {
    const setCookie = serializeTransactionCookie(transaction, { secure: true, now: 1_000 });
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/);
    expect(readTransactionCookie(sentBack(setCookie), 2_000)).toEqual({ ...transaction, expiresAt: 601_000 });
    expect(readTransactionCookie(sentBack(setCookie), 601_000)).toBeUndefined();
  });

  test('a changed cookie is refused', () => {
    const value = sentBack(serializeTransactionCookie(transaction, { secure: false })).slice(
      TRANSACTION_COOKIE.length + 1,
    );
    const [body, signature] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ ...transaction, state: 'attacker', expiresAt: Date.now() + 60_000 }));
    expect(readTransactionCookie(`${TRANSACTION_COOKIE}=${forged.toString('base64url')}.${signature}`)).toBeUndefined();
    expect(readTransactionCookie(`${TRANSACTION_COOKIE}=${body}.x${signature?.slice(1)}`)).toBeUndefined();
    expect(readTransactionCookie(`${TRANSACTION_COOKIE}=${body}`)).toBeUndefined();
  });

  test('one cookie cannot pass for the other', () => {
    const value = sentBack(serializeTransactionCookie(transaction, { secure: false })).slice(
      TRANSACTION_COOKIE.length + 1,
    );
    expect(readPendingSignupCookie(`${PENDING_SIGNUP_COOKIE}=${value}`)).toBeUndefined();
  });

  test('a pending registration keeps the identity the provider gave', () => {
    const pending = {
      provider: 'apple',
      subject: '001.abc',
      email: 'rider@example.test',
      emailVerified: true,
      name: '',
      redirectTo: '',
    };
    const setCookie = serializePendingSignupCookie(pending, { secure: false });
    expect(readPendingSignupCookie(sentBack(setCookie))).toMatchObject(pending);
  });
});
