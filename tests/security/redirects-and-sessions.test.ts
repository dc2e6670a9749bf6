import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/accounts/password.ts';
import { findUserById, type UserRow } from '../../server/accounts/users.ts';
import { suspendUser, unsuspendUser } from '../../server/admin/admin-users.ts';
import { getDb } from '../../server/db/client.ts';
import { users } from '../../server/db/tables.ts';
import { CSRF_COOKIE } from '../../server/http/csrf.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 27, findings 4 and 5: a redirect target never leaves the site (nor fails the sign-in),
 * the chat key dies with the session, and a signed-in answer is kept by no cache.
 */
let site: Awaited<ReturnType<typeof startSecuritySite>>;
let adSlug: string;
const opened: Socket[] = [];
const PASSWORD = 'caballo-blanco-7';

beforeAll(async () => {
  site = await startSecuritySite({ realtime: true });
  adSlug = (await publishedAd((await newUser('Olga Dueña')).id)).slug;
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await site.close();
});

function formOf(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

async function userWithPassword(name: string): Promise<UserRow> {
  const user = await newUser(name);
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

let clientNumber = 0;

/** Signs in through the form with `redirectTo`, from an address of its own (10 sign-ins a minute each). */
async function signIn(email: string, redirectTo: string) {
  clientNumber += 1;
  const forwardedFor = { 'x-forwarded-for': `198.51.100.${clientNumber}` };
  const page = await fetch(`${site.origin}/en/sign-in`, { headers: forwardedFor });
  const seed = /galope_csrf=([\w-]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!seed || !token) throw new Error('no CSRF seed or token on the sign-in page');
  return fetch(`${site.origin}/en/sign-in`, {
    method: 'POST',
    body: formOf({ csrf: token, email, password: PASSWORD, redirectTo }),
    headers: { cookie: `${CSRF_COOKIE}=${seed}`, origin: site.origin, ...forwardedFor },
    redirect: 'manual',
  });
}

/** Where a browser would go from this `Location`, as the WHATWG URL parser reads it. */
function followed(location: string | null): URL {
  if (location === null) throw new Error('no Location');
  return new URL(location, site.origin);
}

/** What browsers would read as another site, raw and as a query or a form would carry it. */
const HOSTILE_TARGETS = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example',
  '/evil\u3002example',
  '//evil\u3002example',
  '/\uff0fevil.example',
  '/..//evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
];

describe('redirect targets (finding 4)', () => {
  test('a hostile redirectTo on the sign-in page is never put in its form, and never a 500', async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await fetch(`${site.origin}/en/sign-in?${new URLSearchParams({ redirectTo: target })}`);
      const html = await response.text();
      expect(response.status, JSON.stringify(target)).toBe(200);
      expect(/name="redirectTo" value="([^"]*)"/.exec(html)?.[1], JSON.stringify(target)).toBe('');
    }
  });

  test('signing in with a hostile redirectTo lands on the home page of this site, never a 500', async () => {
    const user = await userWithPassword('Rita Redirección');
    const landed: Record<string, string | null> = {};
    for (const target of HOSTILE_TARGETS) {
      const response = await signIn(user.email, target);
      await response.body?.cancel();
      expect(response.status, JSON.stringify(target)).toBe(302);
      landed[target] = response.headers.get('location');
    }
    for (const [target, location] of Object.entries(landed)) {
      expect(location, JSON.stringify(target)).toBe('/en');
      expect(followed(location).origin).toBe(site.origin);
    }
  });

  test('signing in with a path of this site goes there, normalised', async () => {
    const user = await userWithPassword('Rita Vuelta');
    const kept = await signIn(user.email, `/en/s/${adSlug}?chat=${adSlug}#rating`);
    expect(kept.headers.get('location')).toBe(`/en/s/${adSlug}?chat=${adSlug}#rating`);
    const normalised = await signIn(user.email, '/en/s/../user/settings');
    expect(normalised.headers.get('location')).toBe('/en/user/settings');
  });

  test("a hostile returnTo on a favourite goes back to the ad, and a guest's sign-in link stays here", async () => {
    const member = await actorFor('user', await newUser('Fabio Favorito'));
    const guest = await actorFor('guest');
    for (const target of ['/\t/evil.example', '/\\evil.example', '//evil\u3002example', '/%2F%2Fevil.example']) {
      for (const actor of [member, guest]) {
        const response = await fetch(`${site.origin}/en/s/${adSlug}/favourite`, {
          method: 'POST',
          body: formOf({ csrf: actor.csrf, intent: 'add', returnTo: target }),
          headers: { cookie: actor.cookie, origin: site.origin },
          redirect: 'manual',
        });
        await response.body?.cancel();
        expect(response.status, `${actor.name} ${JSON.stringify(target)}`).toBe(303);
        const location = followed(response.headers.get('location'));
        expect(location.origin).toBe(site.origin);
        if (actor === member) expect(location.pathname).toBe(`/en/s/${adSlug}`);
        else expect(location.searchParams.get('redirectTo')).toBe(`/en/s/${adSlug}`);
      }
    }
  });
});

/** Resolves with the socket once connected, or rejects with the server's refusal. */
function openSocket(chatKey: string): Promise<Socket> {
  const socket = connect(site.origin, {
    path: '/socket.io',
    auth: { chatKey },
    transports: ['websocket'],
    reconnection: false,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Why the server closed `socket`, or 'still open' after 5 s. */
function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still open'), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function logOut(actor: Actor): Promise<void> {
  const response = await fetch(`${site.origin}/en/logout`, {
    method: 'POST',
    body: formOf({ csrf: actor.csrf }),
    headers: { cookie: actor.cookie, origin: site.origin },
    redirect: 'manual',
  });
  await response.body?.cancel();
  expect(response.status).toBe(302);
}

async function chatKeyOf(userId: string): Promise<string> {
  const user = await findUserById(userId);
  if (!user) throw new Error('user gone');
  return user.chatKey;
}

describe('the chat key after the session (finding 5)', () => {
  test('logout closes the open socket, and its key opens no other', async () => {
    const user = await newUser('Lola Salida');
    const actor = await actorFor('user', user);
    const socket = await openSocket(user.chatKey);
    const closed = disconnection(socket);
    await logOut(actor);
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(user.chatKey)).rejects.toThrow('unauthorized');
    const answer = await fetch(`${site.origin}/api/en/user`, { headers: { cookie: actor.cookie } });
    await answer.body?.cancel();
    expect(answer.status).toBe(401);
  });

  test('a new session gets the new key, which opens a socket', async () => {
    const user = await newUser('Lola Vuelta');
    await logOut(await actorFor('user', user));
    const again = await actorFor('user', user);
    const answer = await fetch(`${site.origin}/api/en/user`, { headers: { cookie: again.cookie } });
    const { user: view } = (await answer.json()) as { user: { chat_key: string } };
    expect(view.chat_key).not.toBe(user.chatKey);
    expect((await openSocket(view.chat_key)).connected).toBe(true);
  });

  test("an app's logout with its bearer token closes the socket too", async () => {
    const user = await newUser('Aitor App');
    const token = /galope_session=([\w-]{43})/.exec((await actorFor('user', user)).cookie)?.[1] ?? '';
    const socket = await openSocket(user.chatKey);
    const closed = disconnection(socket);
    const response = await fetch(`${site.origin}/api/en/logout`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(user.chatKey)).rejects.toThrow('unauthorized');
  });

  test('a suspension closes the socket, and the old key stays dead once the suspension is lifted', async () => {
    const admin = await newUser('Ada Admin', 'admin');
    const user = await newUser('Sergio Suspendido');
    const socket = await openSocket(user.chatKey);
    const closed = disconnection(socket);
    expect((await suspendUser({ admin, userId: user.id, reason: 'Anuncios falsos' })).ok).toBe(true);
    expect(await closed).toBe('io server disconnect');
    expect((await unsuspendUser({ admin, userId: user.id })).ok).toBe(true);
    await expect(openSocket(user.chatKey)).rejects.toThrow('unauthorized');
    expect((await openSocket(await chatKeyOf(user.id))).connected).toBe(true);
  });
});

describe('Cache-Control (finding 5)', () => {
  test('signed-in pages, their data and redirects are private, no-store', async () => {
    const actor = await actorFor('user', await newUser('Carmen Caché'));
    for (const path of [
      '/en',
      `/en/s/${adSlug}`,
      '/en/user/settings',
      '/en/search?q=yegua',
      '/en.data',
      '/en/sign-in',
    ]) {
      const response = await fetch(`${site.origin}${path}`, { headers: { cookie: actor.cookie }, redirect: 'manual' });
      await response.body?.cancel();
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  test('API answers to a signed-in request are private, no-store', async () => {
    const user = await newUser('Carmen API');
    const actor = await actorFor('user', user);
    const token = /galope_session=([\w-]{43})/.exec(actor.cookie)?.[1] ?? '';
    const calls: [string, Record<string, string>][] = [
      ['/api/en/user', { cookie: actor.cookie }],
      ['/api/en/user', { authorization: `Bearer ${token}` }],
      ['/api/en/global-data', { cookie: actor.cookie }],
      ['/api/en/global-data', { authorization: `Bearer ${token}` }],
    ];
    for (const [path, headers] of calls) {
      const response = await fetch(`${site.origin}${path}`, { headers });
      await response.body?.cancel();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), `${path} ${Object.keys(headers)[0]}`).toBe('private, no-store');
    }
  });

  test("a guest's pages and API answers are unchanged: no private, no-store", async () => {
    const guest = await actorFor('guest');
    for (const path of ['/en', `/en/s/${adSlug}`, '/en/search?q=yegua', '/api/en/global-data']) {
      for (const cookie of [undefined, guest.cookie, `${guest.cookie}; ${SESSION_COOKIE}=${'A'.repeat(43)}`]) {
        const response = await fetch(`${site.origin}${path}`, { headers: cookie ? { cookie } : {} });
        await response.body?.cancel();
        expect(response.status, path).toBe(200);
        const cacheControl = response.headers.get('cache-control') ?? '';
        if (path.startsWith('/api/') && cookie?.includes(SESSION_COOKIE)) continue;
        expect(cacheControl, `${path} ${cookie ?? 'no cookie'}`).not.toMatch(/private|no-store/);
      }
    }
    // The guests' page cache serving them is tests/security/page-cache.test.ts's.
  });
});
