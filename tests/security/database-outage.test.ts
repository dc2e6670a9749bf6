import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeDatabase, connectDatabase } from '../../server/db/client.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startDatabaseProxy } from './support/database-proxy.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * The database away and back (issue 10, item 3; docs/decisions/0034-database-outage.md): the
 * site's pool goes through a relay this test cuts (open connections reset, new ones refused) and
 * restores, as a PostgreSQL restart does; the site itself is never restarted.
 */
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let site: Awaited<ReturnType<typeof startSecuritySite>>;
let reader: Actor;
let adSlug: string;

beforeAll(async () => {
  proxy = await startDatabaseProxy(process.env.TEST_FILE_DATABASE_URL ?? '');
  await closeDatabase();
  connectDatabase(proxy.url);
  site = await startSecuritySite();
  const user = await newUser('Lucía Serrano');
  reader = await actorFor('user', user);
  adSlug = (await publishedAd(user.id)).slug;
});

afterAll(async () => {
  await site.close();
  await proxy.close();
});

async function call(path: string, signedIn = false) {
  const response = await fetch(`${site.origin}${path}`, {
    redirect: 'manual',
    headers: signedIn ? { cookie: reader.cookie } : {},
    signal: AbortSignal.timeout(15_000),
  });
  return { response, body: await response.text() };
}

function leaks(body: string): string[] {
  const found: string[] = [];
  if (/\bat [\w.<>]+ \(?[^\s)]+:\d+:\d+\)?/.test(body)) found.push('stack frame');
  if (/node_modules|\/work\/|build\/server|file:\/\//.test(body)) found.push('source path');
  if (/postgres(ql)?:\/\/|ECONNREFUSED|ECONNRESET|Connection terminated/.test(body)) found.push('database detail');
  return found;
}

describe('the database away, then back', () => {
  test('pages, their data, the API and readiness answer 503; nobody is signed out; then all answers again', async () => {
    expect((await call(`/en/s/${adSlug}`)).response.status).toBe(200);
    expect((await call('/en/user/settings', true)).response.status).toBe(200);
    await proxy.cut();

    const pages = [
      { path: `/en/s/${adSlug}`, signedIn: false, text: 'We have a server problem' },
      { path: `/s/${adSlug}`, signedIn: true, text: 'Tenemos un problema en el servidor' },
      { path: '/en/user/settings', signedIn: true, text: 'We have a server problem' },
      { path: '/pt/user/notifications', signedIn: true, text: 'Temos um problema no servidor' },
    ];
    for (const { path, signedIn, text } of pages) {
      const { response, body } = await call(path, signedIn);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      // The spec's error screen: the status, the server-problem text, a way home; the page's language.
      expect(body, path).toContain(text);
      expect(body, path).toMatch(/>503</);
      expect(body, path).toMatch(
        new RegExp(`<html lang="${path.split('/')[1] === 'en' ? 'en' : path.startsWith('/pt') ? 'pt' : 'es'}"`),
      );
      expect(leaks(body), path).toEqual([]);
      // The session cookie is neither cleared nor replaced: the person is still signed in afterwards.
      expect(
        response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)),
        path,
      ).toEqual([]);
    }

    // A navigation in the browser fetches the page's data: the same 503, for its error screen.
    const navigation = await call(`/en/s/${adSlug}.data`, true);
    expect(navigation.response.status).toBe(503);
    expect(navigation.response.headers.get('retry-after')).toBe('5');
    expect(navigation.body).toContain('errors.server_problem');
    expect(leaks(navigation.body)).toEqual([]);

    // The JSON API: its usual error shape.
    const api = await call('/api/es/user', true);
    expect(api.response.status).toBe(503);
    expect(api.response.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(api.body)).toEqual({ message: 'We have a server problem' });

    const ready = await call('/readyz');
    expect(ready.response.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable' });

    // Back: the same process answers again, on new connections of the same pool.
    await proxy.restore();
    await expect.poll(async () => (await call('/readyz')).response.status, { timeout: 10_000 }).toBe(200);
    expect((await call(`/en/s/${adSlug}`)).response.status).toBe(200);
    const settings = await call('/en/user/settings', true);
    expect(settings.response.status).toBe(200);
    expect(settings.body).toContain('Lucía Serrano');
    expect((await call('/api/es/user', true)).response.status).toBe(200);
  });
});
