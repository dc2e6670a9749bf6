import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

const codeLength = 6;
const codeSpace = 10 ** codeLength;

export type VerificationCodeCheck = 'ok' | 'expired' | 'too_many_attempts' | 'invalid';

/** Six digits, leading zeros kept: `randomInt` rejects out-of-range draws, so every code is equally likely. */
export function generateVerificationCode(): string {
  return randomInt(codeSpace).toString().padStart(codeLength, '0');
}

/**
 * Only the hash is stored. Keyed, because a bare SHA-256 of one in a million codes is reversed by
 * trying them all; without the secret a leaked row gives nothing. The label keeps these hashes
 * apart from anything else signed with the same server secret (CSRF tokens, captcha challenges).
 */
export function hashVerificationCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`galope:phone-verification-code:${code}`).digest('hex');
}

/**
 * `attempts` counts the wrong codes already submitted; the caller adds one after 'invalid'. Expiry
 * and the attempt limit are checked before the code, so nothing is compared once a code is dead.
 */
export function checkVerificationCode({
  submitted,
  storedHash,
  secret,
  expiresAt,
  attempts,
  maxAttempts = MAX_ATTEMPTS,
  now,
}: {
  submitted: string;
  storedHash: string;
  secret: string;
  expiresAt: Date;
  attempts: number;
  maxAttempts?: number;
  now: Date;
}): VerificationCodeCheck {
  if (now.getTime() >= expiresAt.getTime()) return 'expired';
  if (attempts >= maxAttempts) return 'too_many_attempts';
  // People copy codes from an SMS with spaces ('123 456'); anything else than six digits is wrong.
  const code = submitted.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return 'invalid';
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashVerificationCode(code, secret), 'hex');
  // The lengths are not secret (a SHA-256 is always 32 bytes); timingSafeEqual throws on a mismatch.
  if (expected.length !== actual.length) return 'invalid';
  return timingSafeEqual(expected, actual) ? 'ok' : 'invalid';
}
