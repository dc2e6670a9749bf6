import { expect, test } from 'vitest';
import {
  CODE_TTL_MS,
  checkVerificationCode,
  generateVerificationCode,
  hashVerificationCode,
  MAX_ATTEMPTS,
} from './verification-code.ts';

const secret = 'test-secret-that-is-long-enough-for-hmac';
const now = new Date('2025-06-01T10:00:00Z');
const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
const storedHash = hashVerificationCode('042917', secret);

function check(overrides: Partial<Parameters<typeof checkVerificationCode>[0]>) {
  return checkVerificationCode({ submitted: '042917', storedHash, secret, expiresAt, attempts: 0, now, ...overrides });
}

test('codes live ten minutes and allow five attempts', () => {
  expect(CODE_TTL_MS).toBe(600_000);
  expect(MAX_ATTEMPTS).toBe(5);
});

test('a generated code is exactly six digits', () => {
  for (let i = 0; i < 1000; i++) expect(generateVerificationCode()).toMatch(/^\d{6}$/);
});

test('generated codes are spread evenly over every digit position, leading zeros included', () => {
  const draws = 100_000;
  const counts = Array.from({ length: 6 }, () => new Array<number>(10).fill(0));
  const seen = new Set<string>();
  for (let i = 0; i < draws; i++) {
    const code = generateVerificationCode();
    seen.add(code);
    for (let position = 0; position < 6; position++) counts[position]![Number(code[position])]! += 1;
  }
  // Each digit is expected 10,000 times per position with a standard deviation of about 95;
  // ±800 is over eight deviations, so this fails for a biased generator, not by bad luck.
  for (const position of counts) {
    for (const count of position) expect(Math.abs(count - draws / 10)).toBeLessThan(800);
  }
  // 100,000 draws from a million codes repeat about 4,800 times; far more means a small space.
  expect(seen.size).toBeGreaterThan(94_000);
});

test('a code hashes to 64 hex characters that depend on both the code and the secret', () => {
  const hash = hashVerificationCode('123456', secret);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hashVerificationCode('123456', secret)).toBe(hash);
  expect(hashVerificationCode('123457', secret)).not.toBe(hash);
  expect(hashVerificationCode('123456', `${secret}x`)).not.toBe(hash);
});

test('the right code before expiry is ok', () => {
  expect(check({})).toBe('ok');
});

test('the right code copied with spaces is ok', () => {
  expect(check({ submitted: ' 042 917 ' })).toBe('ok');
});

test('the right code on the last allowed attempt is ok', () => {
  expect(check({ attempts: MAX_ATTEMPTS - 1 })).toBe('ok');
});

test('a wrong code is invalid', () => {
  expect(check({ submitted: '042918' })).toBe('invalid');
  expect(check({ submitted: '42917' })).toBe('invalid');
  expect(check({ submitted: '' })).toBe('invalid');
  expect(check({ submitted: '04291a' })).toBe('invalid');
});

test('the right code checked against the wrong secret is invalid', () => {
  expect(check({ secret: 'another-secret' })).toBe('invalid');
});

test('a malformed stored hash is invalid rather than an error', () => {
  expect(check({ storedHash: 'not-a-hash' })).toBe('invalid');
  expect(check({ storedHash: '' })).toBe('invalid');
});

test('the right code at or after the expiry time is expired', () => {
  expect(check({ now: new Date(now.getTime() + CODE_TTL_MS - 1) })).toBe('ok');
  expect(check({ now: expiresAt })).toBe('expired');
  expect(check({ now: new Date(expiresAt.getTime() + 1) })).toBe('expired');
});

test('the right code after the attempts are used up is refused', () => {
  expect(check({ attempts: MAX_ATTEMPTS })).toBe('too_many_attempts');
  expect(check({ attempts: 2, maxAttempts: 2 })).toBe('too_many_attempts');
});

test('an expired code reports expiry even when the attempts are used up too', () => {
  expect(check({ attempts: MAX_ATTEMPTS, now: expiresAt })).toBe('expired');
});
