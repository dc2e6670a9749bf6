import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readCookie } from '../../../common/locale/locale-cookie.ts';
import { deriveKey } from '../../infra/secret.ts';

/**
 * The two short-lived cookies of a social sign-in (docs/decisions/0009-social-sign-in.md). Both
 * are httpOnly and signed with a key derived from the server secret: the browser carries them,
 * it cannot write them.
 *
 * - `galope_oauth`: the flow in progress (state, nonce, PKCE verifier) from the button to the
 *   provider's answer. Tying the answer to the browser that started it is what stops an attacker
 *   from finishing their own sign-in in someone else's browser.
 * - `galope_social_signup`: who the provider said the person is, while they give the name (and
 *   accept the terms) that the account still needs. No account exists until they do.
 */
export const TRANSACTION_COOKIE = 'galope_oauth';
export const PENDING_SIGNUP_COOKIE = 'galope_social_signup';

const TRANSACTION_SECONDS = 10 * 60;
const PENDING_SIGNUP_SECONDS = 30 * 60;

const transactionSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectTo: z.string(),
  expiresAt: z.number(),
});
export type SocialTransaction = z.infer<typeof transactionSchema>;

const pendingSignupSchema = z.object({
  provider: z.string(),
  subject: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  redirectTo: z.string(),
  expiresAt: z.number(),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;

export function serializeTransactionCookie(
  transaction: Omit<SocialTransaction, 'expiresAt'>,
  options: { secure: boolean; now?: number },
): string {
  const expiresAt = (options.now ?? Date.now()) + TRANSACTION_SECONDS * 1000;
  const value = sign('transaction', { ...transaction, expiresAt });
  return cookie(TRANSACTION_COOKIE, value, TRANSACTION_SECONDS, options.secure);
}

export function readTransactionCookie(cookieHeader: string | null, now = Date.now()): SocialTransaction | undefined {
  const payload = verify('transaction', readCookie(cookieHeader, TRANSACTION_COOKIE));
  const parsed = transactionSchema.safeParse(payload);
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : undefined;
}

export function serializePendingSignupCookie(
  pending: Omit<PendingSignup, 'expiresAt'>,
  options: { secure: boolean; now?: number },
): string {
  const expiresAt = (options.now ?? Date.now()) + PENDING_SIGNUP_SECONDS * 1000;
  const value = sign('pending-signup', { ...pending, expiresAt });
  return cookie(PENDING_SIGNUP_COOKIE, value, PENDING_SIGNUP_SECONDS, options.secure);
}

export function readPendingSignupCookie(cookieHeader: string | null, now = Date.now()): PendingSignup | undefined {
  const payload = verify('pending-signup', readCookie(cookieHeader, PENDING_SIGNUP_COOKIE));
  const parsed = pendingSignupSchema.safeParse(payload);
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : undefined;
}

export function clearSocialCookie(name: typeof TRANSACTION_COOKIE | typeof PENDING_SIGNUP_COOKIE, secure: boolean) {
  return cookie(name, '', 0, secure);
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/** `base64url(JSON).HMAC`; the purpose is part of the key, so one cookie cannot pass for the other. */
function sign(purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(purpose, body)}`;
}

function verify(purpose: string, value: string | undefined): unknown {
  const [body, signature, ...rest] = (value ?? '').split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function mac(purpose: string, body: string): string {
  return createHmac('sha256', deriveKey(`social-sign-in:${purpose}`))
    .update(body)
    .digest('base64url');
}
