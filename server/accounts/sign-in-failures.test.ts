import { describe, expect, test } from 'vitest';
import { SIGN_IN_FAILURES_BEFORE_DELAY, SIGN_IN_MAX_DELAY_MS } from '../infra/rate-limits.ts';
import { signInDelayMs } from './sign-in-failures.ts';

describe('signInDelayMs', () => {
  test('no wait before a few wrong passwords, then 1 s doubling, capped', () => {
    expect(signInDelayMs(SIGN_IN_FAILURES_BEFORE_DELAY - 1)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FAILURES_BEFORE_DELAY)).toBe(1_000);
    expect(signInDelayMs(SIGN_IN_FAILURES_BEFORE_DELAY + 1)).toBe(2_000);
    expect(signInDelayMs(SIGN_IN_FAILURES_BEFORE_DELAY + 4)).toBe(16_000);
    expect(signInDelayMs(SIGN_IN_FAILURES_BEFORE_DELAY + 40)).toBe(SIGN_IN_MAX_DELAY_MS);
  });
});
