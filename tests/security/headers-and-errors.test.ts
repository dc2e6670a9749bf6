import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeDatabase } from '../../server/db/client.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let reader: Actor;
let adSlug: string;

beforeAll(async () => {
  site = await startSecuritySite();
  const user = await newUser('Lectora Atenta');
  reader = await actorFor('user', user);
  adSlug = (await publishedAd(user.id)).slug;
});

afterAll(() => site.close());

/** One page of each type; signed-in pages are fetched as `reader`. */
function pageTypes(): { name: string; path: string; signedIn?: boolean }[] {
  return [
    { name: 'home', path: '/' },
    { name: 'home (en)', path: '/en' },
    { name: 'search', path: '/search' },
    { name: 'category', path: '/c/caballos' },
    { name: 'community', path: '/espana/andalucia' },
    { name: 'ad', path: `/s/${adSlug}` },
    { name: 'static page', path: '/p/spec/quienes_somos' },
    { name: 'sign-in', path: '/sign-in' },
    { name: 'posting', path: '/s/add', signedIn: true },
    { name: 'settings', path: '/user/settings', signedIn: true },
    { name: 'messages', path: '/user/messages', signedIn: true },
    { name: 'notifications', path: '/user/notifications', signedIn: true },
    { name: 'not found', path: '/no-such-page' },
    { name: 'server problem', path: '/errors/page-500' },
  ];
}

async function fetchPage(path: string, signedIn = false) {
  const response = await fetch(`${site.origin}${path}`, { headers: signedIn ? { cookie: reader.cookie } : {} });
  return { response, html: await response.text() };
}

function scriptSource(policy: string): string {
  return policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
}

describe('security headers and CSP', () => {
  test('every page type carries the headers and a CSP whose nonce is on every inline script', async () => {
    for (const page of pageTypes()) {
      const { response, html } = await fetchPage(page.path, page.signedIn);
      const headers = Object.fromEntries(response.headers);
      expect(headers, page.name).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      const policy = headers['content-security-policy'] ?? '';
      const scripts = scriptSource(policy);
      const nonce = /'nonce-([\w+/=]+)'/.exec(scripts)?.[1];
      expect(nonce, `${page.name}: ${policy}`).toMatch(/^[\w+/]{22}==$/);
      expect(scripts, page.name).not.toContain('unsafe-inline');
      expect(scripts, page.name).not.toContain('unsafe-eval');
      expect(policy, page.name).toContain("object-src 'none'");
      expect(policy, page.name).toContain("frame-ancestors 'none'");
      expect(policy, page.name).toContain("base-uri 'self'");
      // Every script the page runs inline carries this answer's nonce; data blocks (JSON-LD) run nothing.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
      const running = inline.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
      expect(running.length, `${page.name} runs inline scripts`).toBeGreaterThan(0);
      expect(
        running.filter((attributes) => !attributes.includes(`nonce="${nonce}"`)),
        `${page.name}: inline scripts without the nonce`,
      ).toEqual([]);
    }
  });

  test('the nonce is new on every request', async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 5; index++) {
      const { response } = await fetchPage('/');
      nonces.add(/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '');
    }
    expect(nonces.size).toBe(5);
  });

  test('the API, media and sitemap answers carry the headers too', async () => {
    for (const path of ['/api/es/global-data', '/api/nothing', '/media/none.webp', '/robots.txt', '/healthz']) {
      const response = await fetch(`${site.origin}${path}`);
      await response.body?.cancel();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  test('HSTS is sent over HTTPS only', async () => {
    const plain = await fetch(`${site.origin}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${site.origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    await Promise.all([plain.body?.cancel(), tls.body?.cancel()]);
  });
});

/** What an error answer must never show: a stack frame, a source path, the server secret, the database's address. */
function leaks(body: string): string[] {
  const found: string[] = [];
  if (/\bat [\w.<>]+ \(?[^\s)]+:\d+:\d+\)?/.test(body)) found.push('stack frame');
  if (/node_modules|\/work\/|build\/server|file:\/\//.test(body)) found.push('source path');
  if (body.includes('integration-tests-secret')) found.push('server secret');
  if (/postgres(ql)?:\/\//.test(body) || /\b127\.0\.0\.1:\d{4,5}\/test_/.test(body)) found.push('database address');
  if (/SyntaxError|TypeError|ReferenceError|Unexpected token/.test(body)) found.push('error name');
  return found;
}

describe('error answers in production', () => {
  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(`${site.origin}${path}`, { redirect: 'manual', ...init });
    return { status: response.status, body: await response.text() };
  }

  test('bad JSON, bad parameters and unknown addresses answer without internals', async () => {
    const json = { 'content-type': 'application/json', origin: site.origin };
    const cases: [string, RequestInit | undefined, number][] = [
      ['/api/es/reverse-geocode', { method: 'POST', headers: json, body: '{"lat": 40,' }, 400],
      ['/api/es/reverse-geocode', { method: 'POST', headers: json, body: '{"lat": "x", "lng": []}' }, 400],
      [
        '/api/chat/windows',
        { method: 'POST', headers: { ...json, cookie: reader.cookie, 'x-csrf-token': reader.csrf }, body: '{nope' },
        400,
      ],
      ['/api/es/filters/%E0%A4%A', undefined, 400],
      ['/api/nothing/here', undefined, 404],
      ['/no/such/page/at/all', undefined, 404],
      ['/s/no-such-ad', undefined, 404],
      ['/media/../../etc/passwd', undefined, 404],
      ['/%E0%A4%A', undefined, 404],
      ['/search?form=%7Bnot-json', undefined, 200],
      ['/errors/page-500', undefined, 500],
    ];
    const seen: Record<string, { status: number; leaks: string[] }> = {};
    const want: Record<string, { status: number; leaks: string[] }> = {};
    for (const [path, init, status] of cases) {
      const key = `${init?.method ?? 'GET'} ${path} ${String(init?.body ?? '')}`;
      const answer = await call(path, init);
      seen[key] = { status: answer.status, leaks: leaks(answer.body) };
      want[key] = { status, leaks: [] };
    }
    expect(seen).toEqual(want);
  });

  // Last: it closes this file's database connections.
  test('a loader that throws (the database gone) gives the server-problem page, nothing more', async () => {
    await closeDatabase();
    // The home page and search answer from memory (cached shell and results): these must query.
    for (const path of [`/s/${adSlug}`, '/user/settings', '/api/es/user', '/api/chat/windows']) {
      const answer = await call(path, { headers: { cookie: reader.cookie } });
      expect(answer.status, path).toBeGreaterThanOrEqual(500);
      expect(leaks(answer.body), path).toEqual([]);
      // The page's own boundary, or the root's when the root loader failed too (spec §8 texts).
      if (!path.startsWith('/api')) {
        expect(/Tenemos un problema|An error occurred while showing the error page/.test(answer.body), path).toBe(true);
      }
    }
  });
});
