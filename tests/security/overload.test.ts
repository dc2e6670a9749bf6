import net from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getPool } from '../../server/db/client.ts';
import en from '../../server/locale/messages/en.json' with { type: 'json' };
import es from '../../server/locale/messages/es.json' with { type: 'json' };
import { actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Overload answered as "busy" (issue 32; docs/decisions/0060-busy-answer.md): past its bound of
 * requests in flight a process answers at once with 503, Retry-After and the spec's busy text;
 * a wait for a connection of a full pool is that same busy answer, not the server-problem page.
 */
const MAX_IN_FLIGHT = 3;
let site: Awaited<ReturnType<typeof startSecuritySite>>;

beforeAll(async () => {
  site = await startSecuritySite({ env: { MAX_REQUESTS_IN_FLIGHT: String(MAX_IN_FLIGHT) } });
});

afterAll(async () => {
  await site.close();
  delete process.env.MAX_REQUESTS_IN_FLIGHT;
});

/** A POST whose body never comes: it stays in flight until its connection is closed. */
async function hangingRequest(): Promise<net.Socket> {
  const { hostname, port } = new URL(site.origin);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /en/sign-in HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=`,
  );
  return socket;
}

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

describe('requests in flight', () => {
  test('past the bound: 503 at once with Retry-After and the busy text in the page’s language; probes still answer', async () => {
    const hanging = await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, hangingRequest));
    try {
      // The server has read their headers once a later request is refused.
      await expect.poll(async () => (await get('/en/search?q=yegua')).status).toBe(503);
      const english = await get('/en/search?q=yegua');
      expect(english).toEqual({ status: 503, retryAfter: '2', body: en['errors.too_many_requests'] });
      expect((await get('/search?q=yegua')).body).toBe(es['errors.too_many_requests']);
      const api = await get('/api/en/global-data');
      expect(api.status).toBe(503);
      expect(JSON.parse(api.body)).toEqual({ message: en['errors.too_many_requests'] });
      // Readiness, files and media are not counted: a busy process is alive and ready.
      expect((await get('/readyz')).status).toBe(200);
    } finally {
      // A closed connection leaves the count: the site serves again.
      for (const socket of hanging) socket.destroy();
    }
    await expect.poll(async () => (await get('/en/search?q=yegua')).status).toBe(200);
  });

  test('a burst of 30 at once: every answer is the page or the busy answer, never an error', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => get('/en/search?q=caballo')));
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(MAX_IN_FLIGHT);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused).toEqual({ status: 503, retryAfter: '2', body: en['errors.too_many_requests'] });
    }
  });
});

describe('a full database pool', () => {
  test('a page that waited for a connection in vain is the busy page with Retry-After 2, not the server problem', async () => {
    const owner = await newUser('Lucía Serrano');
    const member = await actorFor('user', owner);
    const adPage = `/en/s/${(await publishedAd(owner.id)).slug}`;
    const pool = getPool();
    const held: pg.PoolClient[] = [];
    try {
      // Every connection of the site's pool taken (as many requests at once would).
      while (pool.totalCount < (pool.options.max ?? 10) || pool.idleCount > 0) held.push(await pool.connect());
      // A guest's ad page (its loader waits) and a member's page (the session's lookup waits).
      for (const page of [await get(adPage), await get('/en/user/settings', member.cookie)]) {
        expect(page.status).toBe(503);
        expect(page.retryAfter).toBe('2');
        expect(page.body).toContain(en['errors.too_many_requests']);
        expect(page.body).not.toContain(en['errors.server_problem']);
      }
    } finally {
      for (const client of held) client.release();
    }
    expect((await get(adPage)).status).toBe(200);
  });
});
