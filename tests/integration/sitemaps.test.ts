import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// The media store reads its folder once, at first use: a folder of this file's own.
process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-sitemaps-'));
// Every link names the site's public origin, never the address it was asked on (decision 0054).
const origin = 'https://www.galope.example';
process.env.PUBLIC_URL = origin;

const { createUser } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { approveAd, changeOwnAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifiedMedia } = await import('../../server/db/tables.ts');
const { findProvinceBySlug } = await import('../../server/geo/geography.ts');
const { createApp } = await import('../../server/http/create-app.ts');

let server: http.Server;
let address: string;
let ownerId: string;
const ads: Record<'visible' | 'pending' | 'hidden' | 'sold', string> = {
  visible: '',
  pending: '',
  hidden: '',
  sold: '',
};

/** An ad posted through the same steps as the form, submitted, and approved unless `pending`. */
async function postAd(options: { title: string; province: string; town: string; approve: boolean }) {
  const province = findProvinceBySlug(options.province, 'ES');
  if (!province) throw new Error(`no province ${options.province}`);
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: 'offer' });
  expect((await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' })).ok).toBe(true);
  const details = await saveAdDetails({
    ownerId,
    adId,
    values: {
      title: options.title,
      description: 'Caballo noble y sano, con todas las vacunas al día. Se enseña con cita previa.',
      price: 9_000,
      filters: { sexo: 'yegua' },
    },
  });
  expect(details.ok).toBe(true);
  expect((await saveAdLocation({ ownerId, adId, province: province.id, town: options.town })).ok).toBe(true);
  await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320] });
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error(`not submitted: ${JSON.stringify(submitted.missing)}`);
  if (options.approve) await approveAd({ adId });
  return submitted.ad.slug;
}

beforeAll(async () => {
  const owner = await createUser({
    email: `sitemaps-${Date.now()}@example.test`,
    name: 'Rocío Vargas',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!owner) throw new Error('user not created');
  ownerId = owner.id;
  ads.visible = await postAd({
    title: 'Yegua torda de doma clásica',
    province: 'sevilla',
    town: 'sevilla',
    approve: true,
  });
  ads.pending = await postAd({ title: 'Yegua castaña en Madrid', province: 'madrid', town: 'madrid', approve: false });
  ads.hidden = await postAd({
    title: 'Yegua alazana en Valencia',
    province: 'valencia',
    town: 'valencia',
    approve: true,
  });
  const [hidden] = await getDb().query.classifieds.findMany({ where: (row, { eq }) => eq(row.slug, ads.hidden) });
  expect(await changeOwnAd({ ownerId, adId: hidden?.id ?? '', action: 'hide' })).toBe(true);
  // In the visible ad's town, so the browse pages stay the same.
  ads.sold = await postAd({ title: 'Yegua vendida en Sevilla', province: 'sevilla', town: 'sevilla', approve: true });
  const [sold] = await getDb().query.classifieds.findMany({ where: (row, { eq }) => eq(row.slug, ads.sold) });
  expect(await changeOwnAd({ ownerId, adId: sold?.id ?? '', action: 'sold' })).toBe(true);

  server = http.createServer(createApp({ rootDir: process.cwd() }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(pathname: string) {
  const response = await fetch(`${address}${pathname}`);
  return { response, body: await response.text() };
}

/** The `<url>` element whose `<loc>` is `loc`, or undefined. */
function urlEntry(xml: string, loc: string): string | undefined {
  return xml.split('<url>').find((entry) => entry.startsWith(`<loc>${loc}</loc>`));
}

describe('/sitemap.xml', () => {
  test('lists a pages sitemap, a browse sitemap and the ad sitemaps of every locale, as XML cached a few minutes', async () => {
    const { response, body } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      ['es', 'en', 'ca', 'pt'].flatMap((locale) => [
        `${origin}/sitemaps/pages-${locale}.xml`,
        `${origin}/sitemaps/browse-${locale}.xml`,
        `${origin}/sitemaps/ads-${locale}-1.xml`,
      ]),
    );
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  test('writes PUBLIC_URL, never the address it was asked on; unset, the embedded http://localhost:$PORT', async () => {
    expect((await get('/sitemap.xml')).body).not.toContain(address);
    vi.stubEnv('PUBLIC_URL', undefined);
    vi.stubEnv('PORT', '8123');
    try {
      const { body } = await get('/sitemap.xml');
      expect(body).toContain('<loc>http://localhost:8123/sitemaps/ads-es-1.xml</loc>');
      expect(body).not.toContain(address);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('ad sitemaps', () => {
  test('list an approved ad in each locale with its four alternates and Spanish as x-default', async () => {
    const { response, body } = await get('/sitemaps/ads-en-1.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = urlEntry(body, `${origin}/en/s/${ads.visible}`);
    expect(entry).toBeDefined();
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    for (const [hreflang, prefix] of [
      ['es', ''],
      ['en', '/en'],
      ['ca', '/cat'],
      ['pt', '/pt'],
      ['x-default', ''],
    ]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${prefix}/s/${ads.visible}"/>`,
      );
    }
    expect(urlEntry((await get('/sitemaps/ads-es-1.xml')).body, `${origin}/s/${ads.visible}`)).toBeDefined();
    expect(urlEntry((await get('/sitemaps/ads-ca-1.xml')).body, `${origin}/cat/s/${ads.visible}`)).toBeDefined();
  });

  test('leave out ads waiting for approval, ads their owner hid and sold ads (their page is a 410)', async () => {
    const { body } = await get('/sitemaps/ads-es-1.xml');
    expect(body.match(/<url>/g)).toHaveLength(1);
    expect(body).not.toContain(ads.pending);
    expect(body).not.toContain(ads.hidden);
    expect(body).not.toContain(ads.sold);
  });

  test('answer 404 past the last file and for a locale that does not exist', async () => {
    expect((await get('/sitemaps/ads-es-2.xml')).response.status).toBe(404);
    expect((await get('/sitemaps/ads-fr-1.xml')).response.status).toBe(404);
    expect((await get('/sitemaps/ads-es-0.xml')).response.status).toBe(404);
    expect((await get('/sitemaps/browse-xx.xml')).response.status).toBe(404);
  });
});

describe('browse sitemaps', () => {
  test('list the pages with results — category, subcategory, country, community, province, town, each place with a category, filters — in that order', async () => {
    const { response, body } = await get('/sitemaps/browse-es.xml');
    expect(response.status).toBe(200);
    const listed = [...body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]?.slice(origin.length));
    expect(listed).toEqual([
      '/c/caballos',
      '/c/caballos/caballos-de-deporte',
      '/espana',
      '/espana/c/caballos',
      '/espana/c/caballos/caballos-de-deporte',
      '/espana/andalucia',
      '/espana/andalucia/sevilla',
      '/espana/andalucia/sevilla/sevilla',
      '/espana/andalucia/c/caballos',
      '/espana/andalucia/c/caballos/caballos-de-deporte',
      '/espana/andalucia/sevilla/c/caballos',
      '/espana/andalucia/sevilla/c/caballos/caballos-de-deporte',
      '/espana/andalucia/sevilla/sevilla/c/caballos',
      '/espana/andalucia/sevilla/sevilla/c/caballos/caballos-de-deporte',
      '/f/sexo',
      '/f/sexo/yegua',
    ]);
  });

  test('leave out places whose only ads are pending or hidden', async () => {
    const { body } = await get('/sitemaps/browse-es.xml');
    expect(body).not.toContain('comunidad-de-madrid');
    expect(body).not.toContain('comunitat-valenciana');
    expect(body).not.toContain('/c/ponis');
  });

  test('write each locale’s own slugs, with the other locales as alternates', async () => {
    const { body } = await get('/sitemaps/browse-ca.xml');
    const entry = urlEntry(body, `${origin}/cat/espanya/andalusia/sevilla`);
    expect(entry).toBeDefined();
    expect(entry).toContain(`hreflang="es" href="${origin}/espana/andalucia/sevilla"/>`);
    expect(entry).toContain(`hreflang="en" href="${origin}/en/spain/andalusia/sevilla"/>`);
    expect(entry).toContain(`hreflang="pt" href="${origin}/pt/espanha/andaluzia/sevilla"/>`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}/espana/andalucia/sevilla"/>`);
    expect(urlEntry(body, `${origin}/cat/espanya/c/cavalls/cavalls-d-esport`)).toBeDefined();
  });
});

describe('pages sitemaps', () => {
  test('list the home page, sign-in, sign-up, the static pages and the pages of sellers with visible ads', async () => {
    const { response, body } = await get('/sitemaps/pages-en.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const listed = [...body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]?.slice(origin.length));
    expect(listed.slice(0, 3)).toEqual(['/en', '/en/sign-in', '/en/sign-up']);
    expect(listed.filter((path) => path?.startsWith('/en/p/spec/')).length).toBeGreaterThan(0);
    const [owner] = await getDb().query.users.findMany({ where: (row, { eq }) => eq(row.id, ownerId) });
    expect(listed).toContain(`/en/u/${owner?.slug}`);
    const home = urlEntry((await get('/sitemaps/pages-es.xml')).body, `${origin}/`);
    expect(home).toContain(`hreflang="en" href="${origin}/en"/>`);
    expect(home).toContain(`hreflang="x-default" href="${origin}/"/>`);
    expect((await get('/sitemaps/pages-xx.xml')).response.status).toBe(404);
  });
});

describe('/robots.txt', () => {
  test('allows public pages, keeps crawlers out of private ones in every locale, and names the sitemap', async () => {
    const { response, body } = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const lines = body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const rule of [
      '/api/',
      '/*/edit$',
      '/user/',
      '/en/user/',
      '/cat/user/',
      '/pt/user/',
      '/s/add$',
      '/pt/s/add?',
    ]) {
      expect(lines, rule).toContain(`Disallow: ${rule}`);
    }
    for (const rule of ['/s/add-guest$', '/ad-successfully', '/search', '/admin/', '/cat/search', '/en/admin/']) {
      expect(lines, rule).toContain(`Disallow: ${rule}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
