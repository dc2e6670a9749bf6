import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ALTCHA_ALGORITHM,
  ALTCHA_CHALLENGE_TTL_MS,
  ALTCHA_COST,
  ALTCHA_MAX_COUNTER,
  ALTCHA_MIN_COUNTER,
  createChallenge,
  verifySolution,
} from './altcha-captcha.ts';
import { verifyCaptcha } from './captcha.ts';

const hmacKey = 'test-hmac-key-derived-from-the-session-secret';
const altchaConfig = { RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined, RECAPTCHA_MIN_SCORE: 0.5 };

/** Solves the challenge as the widget does and encodes the payload it would submit. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

function edit(payload: string, change: (decoded: { challenge: Challenge; solution: { derivedKey: string } }) => void) {
  const decoded = JSON.parse(atob(payload));
  change(decoded);
  return btoa(JSON.stringify(decoded));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ALTCHA captcha', () => {
  test('issues a signed PBKDF2 challenge that expires in ten minutes', async () => {
    const challenge = await createChallenge({ hmacKey });
    expect(challenge.parameters).toMatchObject({ algorithm: ALTCHA_ALGORITHM, cost: ALTCHA_COST });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now() + ALTCHA_CHALLENGE_TTL_MS - 2_000);
    expect(challenge.parameters.expiresAt! * 1000).toBeLessThanOrEqual(Date.now() + ALTCHA_CHALLENGE_TTL_MS);
  });

  test('accepts a challenge solved by the ALTCHA solver, with a counter in the chosen range', async () => {
    const payload = await solve(await createChallenge({ hmacKey }));
    const { counter } = JSON.parse(atob(payload)).solution;
    expect(counter).toBeGreaterThanOrEqual(ALTCHA_MIN_COUNTER);
    expect(counter).toBeLessThanOrEqual(ALTCHA_MAX_COUNTER);
    expect(await verifySolution({ payload, hmacKey })).toBe(true);
  });

  test('rejects a payload whose challenge or solution was changed', async () => {
    const payload = await solve(await createChallenge({ hmacKey }));
    const easier = edit(payload, ({ challenge }) => {
      challenge.parameters.cost = 1;
    });
    const longerLived = edit(payload, ({ challenge }) => {
      challenge.parameters.expiresAt = (challenge.parameters.expiresAt ?? 0) + 86_400;
    });
    const otherKey = edit(payload, ({ solution }) => {
      solution.derivedKey = solution.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    });
    expect(await verifySolution({ payload: easier, hmacKey })).toBe(false);
    expect(await verifySolution({ payload: longerLived, hmacKey })).toBe(false);
    expect(await verifySolution({ payload: otherKey, hmacKey })).toBe(false);
    expect(await verifySolution({ payload, hmacKey: 'another-secret-from-another-site' })).toBe(false);
    expect(await verifySolution({ payload, hmacKey })).toBe(true);
  });

  test('accepts a payload only once', async () => {
    const payload = await solve(await createChallenge({ hmacKey }));
    const [first, second] = await Promise.all([
      verifySolution({ payload, hmacKey }),
      verifySolution({ payload, hmacKey }),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await verifySolution({ payload, hmacKey })).toBe(false);
  });

  test('rejects a solution sent after the challenge expired', async () => {
    const payload = await solve(await createChallenge({ hmacKey }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ALTCHA_CHALLENGE_TTL_MS + 1_000);
    expect(await verifySolution({ payload, hmacKey })).toBe(false);
  });

  test('rejects payloads that are not a solved challenge', async () => {
    const widgetTestMode = btoa(JSON.stringify({ challenge: null, solution: null, test: true }));
    for (const payload of ['', 'not base64!', btoa('{"challenge":{}}'), widgetTestMode, 'A'.repeat(100_000)]) {
      expect(await verifySolution({ payload, hmacKey })).toBe(false);
    }
  });

  test('verifyCaptcha checks ALTCHA payloads when no reCAPTCHA keys are configured', async () => {
    const payload = await solve(await createChallenge({ hmacKey }));
    expect(await verifyCaptcha({ token: payload, task: 'sign_up', config: altchaConfig, hmacKey })).toEqual({
      ok: true,
    });
    expect(await verifyCaptcha({ token: payload, task: 'sign_up', config: altchaConfig, hmacKey })).toEqual({
      ok: false,
      reason: 'failed',
    });
  });
});
