import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/accounts/password.ts';
import type { UserRow } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { users } from '../../server/db/tables.ts';
import { rateLimits, SIGN_IN_LIMIT, SIGN_UP_LIMIT } from '../../server/infra/rate-limits.ts';
import { newUser } from './support/actors.ts';
import { type FormAnswer, postGuestForm, solvedCaptcha } from './support/guest-forms.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 27, finding 6: sign-in throttling that cannot be turned against the owner
 * (docs/decisions/0057). Every answer is a form posted without JavaScript, as a script would.
 */
const PASSWORD = 'Galope-Tordo-2026';
const SPEC_TEXT = 'You have submitted too many requests at the same time, please wait a moment and try again.';
const WAIT_TEXT = /You can try again in ([\d,]+) (seconds?|minutes?)\./;

let site: Awaited<ReturnType<typeof startSecuritySite>>;
/** Every 429 any test here received, checked for `Retry-After` at the end. */
const refusals: { what: string; answer: FormAnswer }[] = [];

beforeAll(async () => {
  site = await startSecuritySite();
});

afterAll(() => site.close());

async function rider(name: string): Promise<UserRow> {
  const user = await newUser(name);
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

async function signIn(email: string, password: string, { ip, captcha }: { ip: string; captcha?: string }) {
  const fields: Record<string, string> = { email, password };
  if (captcha) fields.token_recaptcha = captcha;
  const answer = await postGuestForm(`${site.origin}/en/sign-in`, fields, { ip });
  if (answer.status === 429) refusals.push({ what: `sign-in ${email} from ${ip}`, answer });
  return answer;
}

/** The wait a 429 page states, in seconds, checked against its `Retry-After` (minutes rounded up). */
function statedWait(answer: FormAnswer): number {
  expect(answer.html).toContain(SPEC_TEXT);
  const [, number = '', unit = ''] = WAIT_TEXT.exec(answer.html) ?? [];
  const retryAfter = Number(answer.headers.get('retry-after'));
  const stated = Number(number.replace(/,/g, ''));
  if (unit.startsWith('minute')) expect(stated).toBe(Math.ceil(retryAfter / 60));
  else expect(stated).toBe(retryAfter);
  return retryAfter;
}

describe('sign-in throttling', () => {
  test('the owner signs in with the right password and a solved captcha after 20 wrong ones from other addresses', async () => {
    const owner = await rider('Olga Dueña');
    const captchas = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha(site.origin)));
    const statuses: number[] = [];
    for (const [index, captcha] of captchas.entries()) {
      // Each guess from an address of its own, with a solved captcha: the worst an attacker can do.
      const guess = await signIn(owner.email, `Not-The-Password-${index}`, { ip: `203.0.113.${index + 1}`, captcha });
      statuses.push(guess.status);
    }
    // Every guess was checked and refused as a wrong password, none locked the account.
    expect(statuses).toEqual(Array(20).fill(200));

    // The owner, without the captcha, is asked to wait (the account's delay) and to solve it.
    const asked = await signIn(owner.email, PASSWORD, { ip: '198.51.100.7' });
    expect(asked.status).toBe(429);
    const wait = statedWait(asked);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    expect(asked.html).toContain('Are you a person?');

    // With it solved, the right password gets in at once, within the delay.
    const signedIn = await signIn(owner.email, PASSWORD, {
      ip: '198.51.100.7',
      captcha: await solvedCaptcha(site.origin),
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('set-cookie')).toMatch(/galope_session=[\w-]{43}/);

    // A right password clears the account's count: the next sign-in needs no captcha.
    const again = await signIn(owner.email, PASSWORD, { ip: '198.51.100.7' });
    expect(again.status).toBe(302);
  });

  test('an address is refused after its own failures, with Retry-After and the wait on the page', async () => {
    const ip = '192.0.2.50';
    const captchas = await Promise.all(Array.from({ length: SIGN_IN_LIMIT }, () => solvedCaptcha(site.origin)));
    for (const [index, captcha] of captchas.entries()) {
      const guess = await signIn(`nobody-${index}@example.test`, 'Not-The-Password-1', { ip, captcha });
      expect(guess.status).toBe(200);
    }
    const refused = await signIn('nobody-else@example.test', 'Not-The-Password-1', {
      ip,
      captcha: await solvedCaptcha(site.origin),
    });
    expect(refused.status).toBe(429);
    const wait = statedWait(refused);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address is not refused for what this one did.
    const elsewhere = await signIn('nobody-else@example.test', 'Not-The-Password-1', { ip: '192.0.2.51' });
    expect(elsewhere.status).toBe(200);
  });

  test('successful sign-ins do not use up the address’s limit', async () => {
    const ip = '192.0.2.80';
    const people = await Promise.all([rider('Ana Jinete'), rider('Bea Amazona')]);
    const statuses: number[] = [];
    for (let count = 0; count < SIGN_IN_LIMIT + 3; count += 1) {
      const person = people[count % people.length] as UserRow;
      statuses.push((await signIn(person.email, PASSWORD, { ip })).status);
    }
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT + 3).fill(302));
  });

  test('the other refused forms also send Retry-After and say how long', async () => {
    // Their limits used up directly (the limiters are the site's own, in this process).
    const ip = '192.0.2.90';
    for (let count = 0; count < SIGN_UP_LIMIT; count += 1) await rateLimits.signUpPerIp.consume(ip);
    for (let count = 0; count < 5; count += 1) await rateLimits.passwordResetPerIp.consume(ip);
    const signUp = await postGuestForm(
      `${site.origin}/en/sign-up`,
      {
        accountType: 'individual',
        name: 'Carla Cuadra',
        email: `carla-${Date.now()}@example.test`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: 'on',
        token_recaptcha: await solvedCaptcha(site.origin),
      },
      { ip },
    );
    const forgot = await postGuestForm(
      `${site.origin}/en/user/forgot-password`,
      { email: 'carla@example.test', token_recaptcha: await solvedCaptcha(site.origin) },
      { ip },
    );
    for (const [what, answer] of [
      ['sign-up', signUp],
      ['forgot-password', forgot],
    ] as const) {
      expect(answer.status, what).toBe(429);
      refusals.push({ what, answer });
      expect(statedWait(answer)).toBeGreaterThan(0);
    }
  });

  test('every 429 above carried Retry-After in seconds', () => {
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    const without = refusals.filter(({ answer }) => !/^\d+$/.test(answer.headers.get('retry-after') ?? ''));
    expect(without.map(({ what }) => what)).toEqual([]);
  });
});
