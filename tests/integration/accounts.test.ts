import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { consumeAccountToken, issueAccountToken } from '../../server/accounts/account-tokens.ts';
import { hashPassword } from '../../server/accounts/password.ts';
import {
  createSession,
  endSession,
  endUserSessions,
  findSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../server/accounts/sessions.ts';
import { authenticate } from '../../server/accounts/sign-in.ts';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { sessions, users } from '../../server/db/tables.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';

// Mail over SMTP to a capture (the mailer is built at the first message, after this).
const smtp: SmtpCapture = await startSmtpCapture();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

let counter = 0;
async function newUser(password = 'Herradura-2026') {
  counter += 1;
  const user = await createUser({
    email: `rider${counter}-${Date.now()}@example.test`,
    name: 'Marta Soler',
    passwordHash: await hashPassword(password),
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

describe('users', () => {
  test('a second account with the same e-mail, in any case, is not created', async () => {
    const user = await newUser();
    const again = await createUser({
      email: user.email.toUpperCase(),
      name: 'Other',
      passwordHash: null,
      accountType: 'individual',
      locale: 'en',
    });
    expect(again).toBeUndefined();
  });

  test('sign-ups with the same name at the same moment all get their own slug', async () => {
    const stamp = Date.now();
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        createUser({
          email: `same-name-${stamp}-${index}@example.test`,
          name: `Pilar Simultánea ${stamp}`,
          passwordHash: null,
          accountType: 'individual',
          locale: 'es',
        }),
      ),
    );
    expect(new Set(created.map((user) => user?.slug)).size).toBe(5);
  });

  test('slugs stay readable and unique', async () => {
    const first = await newUser();
    const second = await newUser();
    expect(first.slug).toMatch(/^marta-soler(-\d+)?$/);
    expect(second.slug).not.toBe(first.slug);
  });
});

describe('sessions', () => {
  test('a new session finds its user, and ending it ends the access', async () => {
    const user = await newUser();
    const token = await createSession({ userId: user.id });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await findSessionUser(token))?.id).toBe(user.id);
    await endSession(token);
    expect(await findSessionUser(token)).toBeUndefined();
  });

  test('the database keeps only a hash of the token', async () => {
    const user = await newUser();
    const token = await createSession({ userId: user.id });
    const rows = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toHaveLength(64);
  });

  test('a session expires after its absolute lifetime even when used every day', async () => {
    const user = await newUser();
    const start = new Date('2026-01-01T10:00:00Z');
    const token = await createSession({ userId: user.id, now: start });
    for (let day = 1; day < 30; day += 5) {
      expect(await findSessionUser(token, new Date(start.getTime() + day * 86_400_000))).toBeDefined();
    }
    expect(await findSessionUser(token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeUndefined();
  });

  test('a session idle for longer than the idle limit is over', async () => {
    const user = await newUser();
    const start = new Date('2026-02-01T10:00:00Z');
    const token = await createSession({ userId: user.id, now: start });
    expect(await findSessionUser(token, new Date(start.getTime() + SESSION_IDLE_MS + 1000))).toBeUndefined();
  });

  test('ending all sessions keeps only the one asked for', async () => {
    const user = await newUser();
    const kept = await createSession({ userId: user.id });
    const other = await createSession({ userId: user.id });
    await endUserSessions({ userId: user.id, exceptToken: kept });
    expect(await findSessionUser(kept)).toBeDefined();
    expect(await findSessionUser(other)).toBeUndefined();
  });

  test('a suspended account has no working session', async () => {
    const user = await newUser();
    const token = await createSession({ userId: user.id });
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect(await findSessionUser(token)).toBeUndefined();
  });
});

describe('sign-in', () => {
  test('a wrong password and an unknown e-mail answer alike', async () => {
    const user = await newUser();
    expect(await authenticate({ email: user.email, password: 'Wrong-password-1' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await authenticate({ email: 'nobody@example.test', password: 'Wrong-password-1' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await authenticate({ email: user.email, password: 'Herradura-2026' })).ok).toBe(true);
  });

  test('an unknown e-mail takes about as long as a wrong password', async () => {
    const user = await newUser();
    await authenticate({ email: 'warm-up@example.test', password: 'x' });
    const time = async (email: string) => {
      const started = performance.now();
      await authenticate({ email, password: 'Wrong-password-1' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let run = 0; run < 5; run++) {
      known.push(await time(user.email));
      unknown.push(await time(`ghost${run}@example.test`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
    // Both verify an argon2id hash (tens of ms); without the dummy hash the unknown one is ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  test('only the right password learns that an account is suspended', async () => {
    const user = await newUser();
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect(await authenticate({ email: user.email, password: 'Wrong-password-1' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await authenticate({ email: user.email, password: 'Herradura-2026' })).toEqual({
      ok: false,
      reason: 'suspended',
    });
  });
});

describe('e-mailed links', () => {
  test('work once, and a newer link replaces the older one', async () => {
    const user = await newUser();
    const first = await issueAccountToken({ userId: user.id, purpose: 'verify_email' });
    const second = await issueAccountToken({ userId: user.id, purpose: 'verify_email' });
    expect(await consumeAccountToken({ token: first, purpose: 'verify_email' })).toBeUndefined();
    expect(await consumeAccountToken({ token: second, purpose: 'reset_password' })).toBeUndefined();
    expect(await consumeAccountToken({ token: second, purpose: 'verify_email' })).toBe(user.id);
    expect(await consumeAccountToken({ token: second, purpose: 'verify_email' })).toBeUndefined();
  });

  test('stop working when they expire', async () => {
    const user = await newUser();
    const token = await issueAccountToken({
      userId: user.id,
      purpose: 'reset_password',
      now: new Date(Date.now() - 2 * 3_600_000),
    });
    expect(await consumeAccountToken({ token, purpose: 'reset_password' })).toBeUndefined();
  });
});

describe('password changes', () => {
  test('a change with the right old password ends every other session and rotates the chat key', async () => {
    const { changePassword } = await import('../../server/accounts/password-changes.ts');
    const user = await newUser();
    const current = await createSession({ userId: user.id });
    const other = await createSession({ userId: user.id });
    expect(
      await changePassword({ user, currentSessionToken: current, oldPassword: 'wrong', newPassword: 'Nuevo-Paso-44' }),
    ).toBe('wrong_password');
    expect(await findSessionUser(other)).toBeDefined();
    expect(
      await changePassword({
        user,
        currentSessionToken: current,
        oldPassword: 'Herradura-2026',
        newPassword: 'Nuevo-Paso-44',
      }),
    ).toBe('changed');
    expect(await findSessionUser(other)).toBeUndefined();
    const after = await findSessionUser(current);
    expect(after?.chatKey).not.toBe(user.chatKey);
    expect((await authenticate({ email: user.email, password: 'Nuevo-Paso-44' })).ok).toBe(true);
  });

  test('a reset from the e-mailed link ends every session; an unknown address looks the same as a known one', async () => {
    const { requestPasswordReset, resetPassword } = await import('../../server/accounts/password-changes.ts');
    const user = await newUser();
    const session = await createSession({ userId: user.id });
    expect(
      await requestPasswordReset({ email: 'nobody-here@example.test', origin: 'http://localhost', locale: 'en' }),
    ).toBe('sent');
    const token = await issueAccountToken({ userId: user.id, purpose: 'reset_password' });
    expect(await resetPassword({ token, password: 'Trote-Largo-9' })).toBe(true);
    expect(await findSessionUser(session)).toBeUndefined();
    expect(await resetPassword({ token, password: 'Otra-Vez-10' })).toBe(false);
  });

  test('the reset e-mail job sends a link to an account, and nothing for an address without one', async () => {
    const { sendPasswordResetMail } = await import('../../server/accounts/password-reset-mail.ts');
    const user = await newUser();
    await sendPasswordResetMail({ email: 'nobody-at-all@example.test', origin: 'http://localhost', locale: 'en' });
    await sendPasswordResetMail({ email: user.email, origin: 'http://localhost', locale: 'en' });
    const mail = await smtp.waitForMail({ to: user.email });
    const token = /forgot-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(await consumeAccountToken({ token, purpose: 'reset_password' })).toBe(user.id);
    expect(smtp.messages.filter((each) => each.to.includes('nobody-at-all'))).toEqual([]);
  });

  test('a suspended account cannot ask for a reset link', async () => {
    const { requestPasswordReset } = await import('../../server/accounts/password-changes.ts');
    const user = await newUser();
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect(await requestPasswordReset({ email: user.email, origin: 'http://localhost', locale: 'en' })).toBe(
      'suspended',
    );
  });
});
