import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpMailJobs } from '../../server/accounts/sign-up-mail.ts';
import type { UserRow } from '../../server/accounts/users.ts';
import { startJobQueue, stopJobQueue } from '../../server/jobs/job-queue.ts';
import { waitForJobsDone } from '../support/jobs-done.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';
import { newUser } from './support/actors.ts';
import { postGuestForm, solvedCaptcha } from './support/guest-forms.ts';
import { timeKnownAgainstUnknown } from './support/paired-timing.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 35: /sign-up must not tell, by its answer or by how long it takes, whether an address has
 * an account. Both cases answer the same redirect and a cookie of the same shape; the mail (the
 * confirmation link, or the notice to the owner) is queued, never sent on the request's time. The
 * site runs as an app node that only queues jobs (JOBS=off) while it is timed; a worker then sends.
 */
const SAMPLES = 15;
const WARM_UP = 2;
const ROUNDS = 3;

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let smtp: SmtpCapture;
let known: UserRow[];
const strangers: string[] = [];
let requests = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  site = await startSecuritySite();
  process.env.SMTP_URL = smtp.url;
  known = [];
  for (let count = 0; count < SAMPLES + WARM_UP; count += 1) known.push(await newUser(`Amazona ${count}`));
  await startJobQueue({ jobs: signUpMailJobs, work: false });
});

afterAll(async () => {
  await stopJobQueue();
  await site.close();
  await smtp.close();
  delete process.env.SMTP_URL;
});

/** One sign-up, from an address of its own (5 per address per 30 minutes). */
async function signUp(email: string, captcha: string): Promise<number> {
  requests += 1;
  const answer = await postGuestForm(
    `${site.origin}/en/sign-up`,
    {
      name: 'Nueva Amazona',
      email,
      password: 'caballo-blanco-7',
      confirmPassword: 'caballo-blanco-7',
      accountType: 'individual',
      acceptTerms: 'on',
      token_recaptcha: captcha,
    },
    { ip: `198.19.${Math.floor(requests / 250)}.${(requests % 250) + 1}` },
  );
  expect(answer.status, answer.html.slice(0, 300)).toBe(302);
  expect(answer.headers.get('location')).toBe('/en/user/email-verification?sent=1');
  const cookie = answer.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/galope_sign_up=\d+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600/);
  return answer.ms;
}

describe('sign-up', () => {
  test('taken and new addresses get the same answer in the same time: medians within 20%', async () => {
    const { best, rounds } = await timeKnownAgainstUnknown({
      rounds: ROUNDS,
      samples: SAMPLES,
      warmUp: WARM_UP,
      tolerance: 1.2,
      solveCaptcha: () => solvedCaptcha(site.origin),
      ask: (side, index, captcha) => {
        if (side === 'known') return signUp((known[index] as UserRow).email, captcha);
        const stranger = `new-rider-${index}-${Date.now()}@example.test`;
        strangers.push(stranger);
        return signUp(stranger, captcha);
      },
    });
    expect(best, `medians per round (ms): ${JSON.stringify(rounds)}`).toBeLessThanOrEqual(1.2);
  }, 300_000);

  test('the worker sends each owner one notice (not one per try) and each new address its link', async () => {
    // Three owners' addresses typed into the form once more: queued, but not sent twice.
    for (const person of known.slice(0, 3)) await signUp(person.email, await solvedCaptcha(site.origin));
    await stopJobQueue();
    await startJobQueue({ jobs: signUpMailJobs });
    const notices = await Promise.all(
      known.map((person) => smtp.waitForMail({ to: person.email, subject: /Galope/, timeoutMs: 60_000 })),
    );
    for (const mail of notices) {
      // In the owner's language (Spanish), not the form's.
      expect(mail.text).toContain('Alguien ha intentado crear una cuenta de Galope');
      expect(mail.text).toMatch(/\/sign-in\b/);
      expect(mail.text).toMatch(/\/user\/forgot-password\b/);
      expect(mail.text).not.toMatch(/token=/);
    }
    const links = await Promise.all(
      strangers.map((email) => smtp.waitForMail({ to: email, subject: /Galope|e-mail/, timeoutMs: 60_000 })),
    );
    for (const mail of links) expect(mail.text).toMatch(/\/user\/email-verification\?token=[\w-]+/);
    // Owners signed up for more than once still got one notice each, once the queue is done.
    await waitForJobsDone(signUpMailJobs.map((job) => job.name));
    for (const person of known) {
      expect(smtp.messages.filter((mail) => mail.to.includes(person.email))).toHaveLength(1);
    }
  }, 120_000);
});
