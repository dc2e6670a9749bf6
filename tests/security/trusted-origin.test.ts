import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { saveContent } from '../../server/admin/content/content-editor.ts';
import { listOutbox, type OutboxMail } from '../../server/infra/mail/read-outbox.ts';
import { actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 27, finding 1 (docs/decisions/0054-trusted-public-origin.md): every absolute link the site
 * writes, in a mail or a page, names its one public origin, whatever Host or X-Forwarded-Host
 * (believed from this machine's proxies) the request carried. With PUBLIC_URL unset it is the
 * embedded start's http://localhost:$PORT; a reset link to the attacker's host would hand them
 * the victim's account.
 */
const EVIL = 'evil.example';
const POISONS = {
  Host: { host: EVIL },
  'X-Forwarded-Host': { 'x-forwarded-host': EVIL },
  'both, with a port and https': {
    host: `${EVIL}:8443`,
    'x-forwarded-host': `${EVIL}:8443`,
    'x-forwarded-proto': 'https',
  },
} satisfies Record<string, Record<string, string>>;
const POISON_NAMES = Object.keys(POISONS) as (keyof typeof POISONS)[];

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let adSlug: string;
let clients = 0;

beforeAll(async () => {
  // The forms under test ask for no captcha here (an administrator's setting), so plain POSTs reach them.
  await saveContent({
    admin: await newUser('Ada Admin', 'admin'),
    type: 'settings',
    key: 'site',
    input: { recaptchaAllowedInTasks: [] },
  });
  delete process.env.PUBLIC_URL;
  delete process.env.PORT;
  site = await startSecuritySite();
  adSlug = (await publishedAd((await newUser('Olga Dueña')).id)).slug;
});

afterAll(async () => {
  delete process.env.PUBLIC_URL;
  await site.close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw HTTP call (fetch cannot set Host), each from its own client address so no rate limit trips. */
function call(path: string, headers: Record<string, string>, body?: URLSearchParams): Promise<Answer> {
  const { hostname, port } = new URL(site.origin);
  clients += 1;
  const sent = body?.toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: body ? 'POST' : 'GET',
        headers: {
          'x-forwarded-for': `203.0.113.${clients}`,
          ...(sent ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(sent);
  });
}

async function mailTo(email: string): Promise<OutboxMail> {
  return vi.waitFor(
    async () => {
      const mail = (await listOutbox(process.env.GALOPE_DATA_DIR ?? '')).find((each) => each.to === email);
      if (!mail) throw new Error(`no mail to ${email}`);
      return mail;
    },
    { timeout: 5_000, interval: 100 },
  );
}

function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]);
}

async function forgotPassword(headers: Record<string, string>): Promise<OutboxMail> {
  // A Spanish account: its mail comes in Spanish, its link without a prefix.
  const victim = await newUser('Victoria Víctima');
  const guest = await actorFor('guest');
  const answer = await call(
    '/en/user/forgot-password',
    { cookie: guest.cookie, ...headers },
    new URLSearchParams({ csrf: guest.csrf, email: victim.email }),
  );
  expect(answer.status).toBe(200);
  return mailTo(victim.email);
}

async function signUp(headers: Record<string, string>): Promise<OutboxMail> {
  const email = `trusted-origin-${clients}-${Date.now()}@example.test`;
  const guest = await actorFor('guest');
  const answer = await call(
    '/en/sign-up',
    { cookie: guest.cookie, ...headers },
    new URLSearchParams({
      csrf: guest.csrf,
      name: 'Nuria Nueva',
      email,
      password: 'caballo-blanco-7',
      confirmPassword: 'caballo-blanco-7',
      accountType: 'individual',
      acceptTerms: 'on',
    }),
  );
  expect(answer.status).toBe(302);
  return mailTo(email);
}

function expectOnlyOrigin(text: string, origin: string): string[] {
  expect(text).not.toContain(EVIL);
  // XML and XHTML namespaces are names, not links.
  const links = linksIn(text).filter((link) => !/^http:\/\/www\.(w3|sitemaps)\.org\//.test(link));
  for (const link of links) expect(link.startsWith(`${origin}/`) || link === origin, link).toBe(true);
  return links;
}

function expectMailLinks(mail: OutboxMail, origin: string, path: string): void {
  for (const body of [mail.text, mail.html ?? '']) {
    const links = expectOnlyOrigin(body, origin);
    expect(links.some((link) => link.startsWith(`${origin}${path}?token=`))).toBe(true);
  }
}

function describeOrigin(name: string, origin: string) {
  describe(name, () => {
    test.each(POISON_NAMES)(
      'a password reset asked with a poisoned %s mails its link on the public origin',
      async (poison) => {
        expectMailLinks(await forgotPassword(POISONS[poison]), origin, '/user/forgot-password');
      },
    );

    test.each(POISON_NAMES)(
      'a sign-up with a poisoned %s mails its confirmation link on the public origin',
      async (poison) => {
        expectMailLinks(await signUp(POISONS[poison]), origin, '/en/user/email-verification');
      },
    );

    test.each(POISON_NAMES)(
      'pages with a poisoned %s name the public origin in canonical, hreflang, og:image and JSON-LD',
      async (poison) => {
        for (const path of ['/en', `/en/s/${adSlug}`]) {
          const page = await call(path, POISONS[poison]);
          expect(page.status).toBe(200);
          expect(page.body).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
          expect(page.body).toContain(
            `<link rel="alternate" hrefLang="es" href="${origin}${path.replace('/en', '') || '/'}"/>`,
          );
          expect(page.body).not.toContain(EVIL);
        }
      },
    );

    test.each(POISON_NAMES)('robots.txt and the sitemaps with a poisoned %s name the public origin', async (poison) => {
      const robots = await call('/robots.txt', POISONS[poison]);
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expectOnlyOrigin(robots.body, origin);
      const index = await call('/sitemap.xml', POISONS[poison]);
      expect(index.status).toBe(200);
      expect(expectOnlyOrigin(index.body, origin)).toContain(`${origin}/sitemaps/browse-en.xml`);
      const browse = await call('/sitemaps/browse-en.xml', POISONS[poison]);
      expect(browse.status).toBe(200);
      expect(expectOnlyOrigin(browse.body, origin).length).toBeGreaterThan(10);
    });
  });
}

describeOrigin('PUBLIC_URL unset: the embedded http://localhost:$PORT', 'http://localhost:3000');

describe('PUBLIC_URL set', () => {
  beforeAll(() => {
    process.env.PUBLIC_URL = 'https://www.galope.example/';
  });
  afterAll(() => {
    delete process.env.PUBLIC_URL;
  });
  describeOrigin('https://www.galope.example', 'https://www.galope.example');
});
