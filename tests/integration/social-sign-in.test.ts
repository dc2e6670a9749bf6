import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/accounts/password.ts';
import { createSession, findSessionUser } from '../../server/accounts/sessions.ts';
import { completeSocialRegistration, resolveSocialAccount } from '../../server/accounts/social/social-accounts.ts';
import { createUser, findUserById } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { oauthAccounts, users } from '../../server/db/tables.ts';
import { createApp } from '../../server/http/create-app.ts';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.test`;
const subject = () => `sub-${Date.now()}-${++counter}`;

async function passwordUser(options: { email: string; verified: boolean }) {
  const user = await createUser({
    email: options.email,
    name: 'Marta Soler',
    passwordHash: await hashPassword('Herradura-2026'),
    accountType: 'individual',
    locale: 'es',
    emailVerified: options.verified,
  });
  if (!user) throw new Error('user not created');
  return user;
}

const links = (userId: string) => getDb().select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));

describe('which account a social sign-in reaches', () => {
  test('a new identity makes one account, confirmed and without password; the next sign-in reuses it', async () => {
    const identity = {
      provider: 'google',
      subject: subject(),
      email: uniqueEmail('New'),
      emailVerified: true,
      name: 'Nuria Vall',
    };
    const first = await resolveSocialAccount({ identity, locale: 'ca' });
    if (first.kind !== 'signed-in') throw new Error(`expected signed-in, got ${first.kind}`);
    expect(first.user).toMatchObject({
      email: identity.email.toLowerCase(),
      name: 'Nuria Vall',
      passwordHash: null,
      locale: 'ca',
    });
    expect(first.user.emailVerifiedAt).not.toBeNull();

    // The provider changed the person's e-mail and name: still the same account, nothing new.
    const again = await resolveSocialAccount({
      identity: { ...identity, email: uniqueEmail('changed'), name: 'Other Name' },
      locale: 'es',
    });
    expect(again).toMatchObject({ kind: 'signed-in', user: { id: first.user.id, name: 'Nuria Vall' } });
    expect(await links(first.user.id)).toHaveLength(1);
  });

  test('a verified e-mail links to the confirmed account with that e-mail and keeps its password', async () => {
    const owner = await passwordUser({ email: uniqueEmail('owner'), verified: true });
    const session = await createSession({ userId: owner.id });
    const outcome = await resolveSocialAccount({
      identity: { provider: 'facebook', subject: subject(), email: owner.email.toUpperCase(), emailVerified: true },
      locale: 'es',
    });
    expect(outcome).toMatchObject({ kind: 'signed-in', user: { id: owner.id } });
    expect((await findUserById(owner.id))?.passwordHash).toBe(owner.passwordHash);
    expect(await findSessionUser(session)).toBeDefined();
    expect(await links(owner.id)).toHaveLength(1);
  });

  test('linking to an account that never confirmed its e-mail drops the password and sessions set by whoever made it', async () => {
    const squatted = await passwordUser({ email: uniqueEmail('squatted'), verified: false });
    const squatterSession = await createSession({ userId: squatted.id });
    const outcome = await resolveSocialAccount({
      identity: {
        provider: 'google',
        subject: subject(),
        email: squatted.email,
        emailVerified: true,
        name: 'Real Owner',
      },
      locale: 'es',
    });
    expect(outcome).toMatchObject({ kind: 'signed-in', user: { id: squatted.id, passwordHash: null } });
    const after = await findUserById(squatted.id);
    expect(after?.emailVerifiedAt).not.toBeNull();
    expect(after?.chatKey).not.toBe(squatted.chatKey);
    expect(await findSessionUser(squatterSession)).toBeUndefined();
  });

  test('an unverified e-mail never links to an existing account', async () => {
    const owner = await passwordUser({ email: uniqueEmail('guarded'), verified: true });
    const outcome = await resolveSocialAccount({
      identity: {
        provider: 'facebook',
        subject: subject(),
        email: owner.email,
        emailVerified: false,
        name: 'Intruder',
      },
      locale: 'es',
    });
    expect(outcome).toEqual({ kind: 'error', code: 'email_taken' });
    expect(await links(owner.id)).toHaveLength(0);
  });

  test('an unverified e-mail may open a new account, left unconfirmed', async () => {
    const outcome = await resolveSocialAccount({
      identity: {
        provider: 'facebook',
        subject: subject(),
        email: uniqueEmail('fresh'),
        emailVerified: false,
        name: 'Pere Pons',
      },
      locale: 'es',
    });
    if (outcome.kind !== 'signed-in') throw new Error(`expected signed-in, got ${outcome.kind}`);
    expect(outcome.user.emailVerifiedAt).toBeNull();
  });

  test('suspended accounts are refused, linked or found by e-mail', async () => {
    const owner = await passwordUser({ email: uniqueEmail('suspended'), verified: true });
    const identity = { provider: 'google', subject: subject(), email: owner.email, emailVerified: true };
    await resolveSocialAccount({ identity, locale: 'es' });
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await resolveSocialAccount({ identity, locale: 'es' })).toEqual({ kind: 'error', code: 'suspended' });
    expect(
      await resolveSocialAccount({ identity: { ...identity, provider: 'apple', subject: subject() }, locale: 'es' }),
    ).toEqual({ kind: 'error', code: 'suspended' });
  });

  test('no e-mail, no account', async () => {
    expect(
      await resolveSocialAccount({
        identity: { provider: 'facebook', subject: subject(), emailVerified: false },
        locale: 'es',
      }),
    ).toEqual({ kind: 'error', code: 'email_missing' });
  });

  test('a missing or too short name waits for the person; completing makes the account once', async () => {
    const email = uniqueEmail('nameless');
    const identity = { provider: 'galope-test', subject: subject(), email, emailVerified: true, name: ' Al ' };
    const outcome = await resolveSocialAccount({ identity, locale: 'en' });
    expect(outcome).toEqual({ kind: 'needs-registration', identity: { ...identity, name: 'Al' } });
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const done = await completeSocialRegistration({
      identity: { ...identity, email },
      name: 'Alba Riera',
      locale: 'en',
    });
    if (done.kind !== 'signed-in') throw new Error(`expected signed-in, got ${done.kind}`);
    expect(done.user).toMatchObject({ name: 'Alba Riera', email, locale: 'en' });
    // The same form sent twice (another tab): signed in to the account the first one made.
    const twice = await completeSocialRegistration({
      identity: { ...identity, email },
      name: 'Alba Riera',
      locale: 'en',
    });
    expect(twice).toMatchObject({ kind: 'signed-in', user: { id: done.user.id } });
  });
});

describe("Apple's form_post answer", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(createApp({ rootDir: process.cwd() }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('becomes a GET of the same address with the answer in the query', async () => {
    const response = await fetch(`${base}/cat/oauth2_redirect/apple`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
      body: new URLSearchParams({ code: 'c1', state: 's1', user: '{"name":{"firstName":"Ana"}}', other: 'dropped' }),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', base);
    expect(location.pathname).toBe('/cat/oauth2_redirect/apple');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c1',
      state: 's1',
      user: '{"name":{"firstName":"Ana"}}',
    });
  });

  test('other addresses are not touched', async () => {
    const response = await fetch(`${base}/xx/oauth2_redirect/apple`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(404);
  });
});
