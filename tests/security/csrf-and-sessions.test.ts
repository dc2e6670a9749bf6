import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/accounts/password.ts';
import { findSessionUser } from '../../server/accounts/sessions.ts';
import { openConversation } from '../../server/chat/conversations.ts';
import { getDb } from '../../server/db/client.ts';
import { classifieds, users } from '../../server/db/tables.ts';
import { CSRF_COOKIE } from '../../server/http/csrf.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { listPageRoutes } from './support/route-list.ts';
import { startSecuritySite } from './support/security-site.ts';

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let routes: ReturnType<typeof listPageRoutes>;
let owner: Actor;
let adSlug: string;
let adId: string;
let conversationId: string;

beforeAll(async () => {
  site = await startSecuritySite();
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  routes = listPageRoutes(build.routes);
  const ownerUser = await newUser('Olga Dueña');
  owner = await actorFor('owner', ownerUser);
  const ad = await publishedAd(ownerUser.id);
  adSlug = ad.slug;
  adId = ad.id;
  const conversation = await openConversation({ classifiedSlug: ad.slug, buyerId: (await newUser('Bruno')).id });
  if (!conversation.ok) throw new Error('no conversation');
  conversationId = conversation.window.chatWindowId;
});

afterAll(() => site.close());

function formOf(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe('CSRF', () => {
  test('every page refuses a POST without a token, with a wrong token, or from another site', async () => {
    const refused: Record<string, number[]> = {};
    const paths = [...new Set(routes.map((route) => route.pattern))]
      // A provider's cross-site form_post (Apple) is only turned into the GET other providers
      // send, where the flow cookie's state is checked (server/http/social-form-post.ts).
      .filter((pattern) => !pattern.includes('*') && !pattern.startsWith('/oauth2_redirect/'))
      .map((pattern) => pattern.replace(/:classified/, adSlug).replace(/:(\w+)\??/g, 'x'));
    for (const url of paths) {
      const attempts: { body: FormData; headers: Record<string, string> }[] = [
        { body: formOf({ intent: 'delete' }), headers: { origin: site.origin } },
        { body: formOf({ intent: 'delete', csrf: 'forged-token' }), headers: { origin: site.origin } },
        { body: formOf({ intent: 'delete', csrf: owner.csrf }), headers: { origin: 'https://evil.example' } },
        { body: formOf({ intent: 'delete', csrf: owner.csrf }), headers: { 'sec-fetch-site': 'cross-site' } },
      ];
      const statuses: number[] = [];
      for (const attempt of attempts) {
        const response = await fetch(`${site.origin}${url}`, {
          method: 'POST',
          body: attempt.body,
          headers: { cookie: owner.cookie, ...attempt.headers },
          redirect: 'manual',
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      refused[url] = statuses;
    }
    expect(Object.keys(refused).length).toBeGreaterThan(40);
    // React Router itself answers 400 to a POST whose Origin names another site, before our check.
    const refusal = [403, 403, [400, 403], 403];
    const notRefused = Object.entries(refused).filter(([, statuses]) =>
      statuses.some((status, index) => ![refusal[index]].flat().includes(status)),
    );
    expect(notRefused).toEqual([]);
    // The ad the forged deletes aimed at is untouched.
    const [ad] = await getDb().select().from(classifieds).where(eq(classifieds.id, adId));
    expect(ad?.status).toBe('approved');
  });

  test('the same form with its token goes through (the check is not refusing everything)', async () => {
    const response = await fetch(`${site.origin}/s/${adSlug}`, {
      method: 'POST',
      body: formOf({ intent: 'hide', csrf: owner.csrf }),
      headers: { cookie: owner.cookie, origin: site.origin },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const activate = await fetch(`${site.origin}/s/${adSlug}`, {
      method: 'POST',
      body: formOf({ intent: 'activate', csrf: owner.csrf }),
      headers: { cookie: owner.cookie, origin: site.origin },
      redirect: 'manual',
    });
    expect(activate.status).toBe(200);
  });

  test("a token from another browser's seed is refused", async () => {
    const other = await actorFor('user', await newUser('Otro'));
    const response = await fetch(`${site.origin}/s/${adSlug}`, {
      method: 'POST',
      body: formOf({ intent: 'hide', csrf: other.csrf }),
      headers: { cookie: owner.cookie, origin: site.origin },
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
  });

  test('an endless or oversized form body is refused before it is read', async () => {
    const response = await fetch(`${site.origin}/s/${adSlug}`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: site.origin, 'content-type': 'multipart/form-data; boundary=x' },
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      }),
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  test('every state-changing API call carried by the cookie needs the x-csrf-token header', async () => {
    const calls: [string, unknown][] = [
      ['/api/chat/windows', { classified: adSlug }],
      [`/api/chat/windows/${conversationId}/block`, undefined],
      [`/api/chat/windows/${conversationId}/unblock`, undefined],
      [`/api/chat/windows/${conversationId}/report`, { reason: 'spam' }],
      [`/api/es/chat-messages/${conversationId}/last`, undefined],
    ];
    for (const [url, body] of calls) {
      for (const token of [undefined, 'forged-token']) {
        const response = await fetch(`${site.origin}${url}`, {
          method: 'POST',
          headers: {
            cookie: owner.cookie,
            'content-type': 'application/json',
            ...(token ? { 'x-csrf-token': token } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        await response.body?.cancel();
        expect(response.status, `${url} ${token ?? 'no token'}`).toBe(403);
      }
    }
  });
});

describe('session fixation', () => {
  async function signIn(cookie: string, email: string) {
    // The sign-in page gives this browser its CSRF seed and the form its token.
    const page = await fetch(`${site.origin}/sign-in`, { headers: { cookie } });
    const html = await page.text();
    const seed = /galope_csrf=([\w-]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!seed || !token) throw new Error('no CSRF seed or token on the sign-in page');
    const response = await fetch(`${site.origin}/sign-in`, {
      method: 'POST',
      body: formOf({ csrf: token, email, password: 'caballo-blanco-7' }),
      headers: { cookie: `${cookie}; ${CSRF_COOKIE}=${seed}`, origin: site.origin },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const issued = /galope_session=([\w-]{43})/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (!issued) throw new Error('no session cookie issued at sign-in');
    return issued;
  }

  async function victim() {
    const user = await newUser('Victoria Víctima');
    await getDb()
      .update(users)
      .set({ passwordHash: await hashPassword('caballo-blanco-7') })
      .where(eq(users.id, user.id));
    return user;
  }

  test('a session id planted before sign-in is not adopted: sign-in issues a new one', async () => {
    const user = await victim();
    const planted = 'A'.repeat(43);
    const issued = await signIn(`${SESSION_COOKIE}=${planted}`, user.email);
    expect(issued).not.toBe(planted);
    expect(await findSessionUser(planted)).toBeUndefined();
    expect((await findSessionUser(issued))?.id).toBe(user.id);
  });

  test('the session cookie is httpOnly and SameSite=Lax, and Secure over HTTPS', async () => {
    const user = await victim();
    const page = await fetch(`${site.origin}/sign-in`);
    const seed = /galope_csrf=([\w-]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const response = await fetch(`${site.origin}/sign-in`, {
      method: 'POST',
      body: formOf({ csrf: token, email: user.email, password: 'caballo-blanco-7' }),
      headers: {
        cookie: `${CSRF_COOKIE}=${seed}`,
        origin: site.origin.replace('http:', 'https:'),
        // As behind a TLS-terminating proxy on this machine (`trust proxy` loopback).
        'x-forwarded-proto': 'https',
      },
      redirect: 'manual',
    });
    const cookie = response.headers.getSetCookie().find((each) => each.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });
});
