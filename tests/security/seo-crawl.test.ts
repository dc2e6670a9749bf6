import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emptySearchForm, searchFormToQuery } from '../../common/search/search-form.ts';
import { saveCompanyProfile } from '../../server/accounts/profiles.ts';
import { createUser } from '../../server/accounts/users.ts';
import { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } from '../../server/ads/ad-drafts.ts';
import { approveAd, submitAd } from '../../server/ads/ad-lifecycle.ts';
import { getDb } from '../../server/db/client.ts';
import { classifiedMedia } from '../../server/db/tables.ts';
import { findProvinceBySlug } from '../../server/geo/geography.ts';
import { productRichResultErrors } from '../support/product-rich-results.ts';
import { newUser } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 29, SEO (docs/decisions/0062-one-address-per-page.md): what a third-party checker found,
 * checked the way it crawls. The built site, its sitemaps read from /sitemap.xml, and every URL
 * they list fetched as a guest: each answers 200, is indexable, names itself as canonical and
 * og:url, has an og:image that loads, a meta description and og:description, a title no other
 * page of its language has, headings in order; every ad's JSON-LD passes Google's product
 * snippet rules. And the addresses that were duplicates or soft 404s now answer 404 or 301.
 */
const PUBLIC = 'https://www.galope.example';

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let sellerSlug: string;
let companyUserSlug: string;
const ads: Record<'priced' | 'wanted' | 'onRequest' | 'lisboa' | 'cantabria', string> = {
  priced: '',
  wanted: '',
  onRequest: '',
  lisboa: '',
  cantabria: '',
};

/** An ad through the form's steps, with one ready photo unless `photo: false`, then approved. */
async function postAd(options: {
  ownerId: string;
  type: 'offer' | 'demand';
  subcategory: string;
  title: string;
  price?: number;
  country: 'ES' | 'PT';
  province: string;
  town: string;
  photo?: boolean;
}) {
  const { ownerId } = options;
  const province = findProvinceBySlug(options.province, options.country);
  if (!province) throw new Error(`no province ${options.province}`);
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: options.type });
  expect((await saveAdSubcategory({ ownerId, adId, subcategory: options.subcategory })).ok).toBe(true);
  const details = await saveAdDetails({
    ownerId,
    adId,
    values: {
      title: options.title,
      description: `${options.title}: noble, sano y con todas las vacunas al día. Se enseña con cita previa.`,
      ...(options.price ? { price: options.price } : {}),
      ...(options.subcategory === 'sport_horses' ? { filters: { sexo: 'yegua' } } : {}),
    },
  });
  expect(details).toMatchObject({ ok: true });
  expect((await saveAdLocation({ ownerId, adId, province: province.id, town: options.town })).ok).toBe(true);
  if (options.photo !== false) {
    await getDb()
      .insert(classifiedMedia)
      .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320, 640] });
  }
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error(`not submitted: ${JSON.stringify(submitted.missing)}`);
  expect(await approveAd({ adId })).toBeTruthy();
  return submitted.ad.slug;
}

beforeAll(async () => {
  const seller = await newUser('Rocío Vargas');
  sellerSlug = seller.slug;
  const common = { ownerId: seller.id, country: 'ES' as const };
  ads.priced = await postAd({
    ...common,
    type: 'offer',
    subcategory: 'sport_horses',
    title: 'Yegua torda de doma clásica',
    price: 9_000,
    province: 'sevilla',
    town: 'sevilla',
  });
  // A wanted ad (no price) in a one-province community: Asturias.
  ads.wanted = await postAd({
    ...common,
    type: 'demand',
    subcategory: 'sport_horses',
    title: 'Busco caballo de salto en Asturias',
    province: 'asturias',
    town: 'aviles',
    photo: false,
  });
  // An offer in another one-province community: Cantabria.
  ads.cantabria = await postAd({
    ...common,
    type: 'offer',
    subcategory: 'sport_horses',
    title: 'Caballo de monte en Cantabria',
    price: 3_500,
    province: 'cantabria',
    town: 'santander',
  });
  // Price on request: a subcategory without a price.
  ads.onRequest = await postAd({
    ...common,
    type: 'offer',
    subcategory: 'retired_horses',
    title: 'Caballo jubilado busca buen hogar',
    province: 'sevilla',
    town: 'sevilla',
  });
  // Lisboa is a district, a concelho in it and a town in that: three pages, three titles.
  ads.lisboa = await postAd({
    ...common,
    country: 'PT',
    type: 'offer',
    subcategory: 'sport_horses',
    title: 'Égua lusitana mansa em Lisboa',
    price: 7_000,
    province: 'lisboa',
    town: 'lisboa',
  });
  const company = await createUser({
    email: `seo-company-${Date.now()}@example.test`,
    name: 'Marta Olivares',
    passwordHash: null,
    accountType: 'company',
    locale: 'es',
    emailVerified: true,
  });
  if (!company) throw new Error('company not created');
  companyUserSlug = company.slug;
  const profile = await saveCompanyProfile({
    userId: company.id,
    input: { title: 'Yeguada Los Olivos', description: '', enabled: true },
  });
  expect(profile).toMatchObject({ ok: true, slug: 'yeguada-los-olivos' });
  site = await startSecuritySite({ env: { PUBLIC_URL: PUBLIC } });
}, 180_000);

afterAll(async () => {
  delete process.env.PUBLIC_URL;
  await site?.close();
});

/** A public address, asked of the test server. */
function local(url: string): string {
  if (!url.startsWith(PUBLIC)) throw new Error(`not on the public origin: ${url}`);
  return `${site.origin}${url.slice(PUBLIC.length)}`;
}

async function get(path: string) {
  const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
  return { response, body: await response.text() };
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ''));
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of every `<tag …>` in the document's head. */
function tags(html: string, tag: 'meta' | 'link'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((each) => [
        (each[1] ?? '').toLowerCase(),
        decode(each[2] ?? ''),
      ]),
    ),
  );
}

function metaValues(html: string, key: 'name' | 'property', value: string): string[] {
  return tags(html, 'meta')
    .filter((each) => each[key] === value)
    .map((each) => each.content ?? '');
}

function title(html: string): string {
  return decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
}

/** Heading levels of the page's body, in document order. */
function headingLevels(html: string): number[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

/** Levels in order: one h1 first, and never a jump of more than one level down. */
function headingOrderErrors(levels: number[]): string[] {
  const errors: string[] = [];
  if (levels[0] !== 1) errors.push(`first heading is h${levels[0]}`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined && level > previous + 1) errors.push(`h${previous} then h${level}`);
  });
  return errors;
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

/** Every sitemap the index lists, read, as [locale, page URLs]. */
async function crawlSitemaps(): Promise<Map<string, string[]>> {
  const index = await get('/sitemap.xml');
  expect(index.response.status).toBe(200);
  const byLocale = new Map<string, string[]>();
  for (const sitemap of locs(index.body)) {
    const locale = sitemap.match(/\/sitemaps\/[a-z]+-([a-z]{2})[.-]/)?.[1] ?? '?';
    const response = await fetch(local(sitemap));
    expect(response.status, sitemap).toBe(200);
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), ...locs(await response.text())]);
  }
  return byLocale;
}

describe('every URL the sitemaps list', () => {
  let sitemaps: Map<string, string[]>;
  beforeAll(async () => {
    sitemaps = await crawlSitemaps();
  }, 60_000);

  test('the sitemaps hold the home page, sign-in, sign-up, static, company and seller pages, places, places with a category, filters and ads', () => {
    expect([...sitemaps.keys()].sort()).toEqual(['ca', 'en', 'es', 'pt']);
    const es = sitemaps.get('es') ?? [];
    for (const path of [
      '/',
      '/sign-in',
      '/sign-up',
      '/pro/yeguada-los-olivos',
      `/u/${sellerSlug}`,
      '/espana/andalucia/c/caballos',
      '/espana/andalucia/sevilla/sevilla/c/caballos/caballos-jubilados',
      '/portugal/lisboa/lisboa/c/caballos/caballos-de-deporte',
      '/espana/cantabria/c/caballos',
      '/f/sexo',
      '/f/sexo/yegua',
      '/espana/cantabria',
      '/espana/cantabria/cantabria/santander',
      '/espana/andalucia/sevilla',
      '/espana/andalucia/sevilla/sevilla',
      '/portugal/lisboa',
      '/portugal/lisboa/lisboa',
      '/portugal/lisboa/lisboa/lisboa',
      `/s/${ads.priced}`,
      `/s/${ads.wanted}`,
      `/s/${ads.onRequest}`,
    ]) {
      expect(es, path).toContain(`${PUBLIC}${path}`);
    }
    expect(es.some((url) => url.startsWith(`${PUBLIC}/p/`))).toBe(true);
    expect(sitemaps.get('en')).toContain(`${PUBLIC}/en`);
    // Not pages of their own: a community's only province, the /cc form, a user page without ads.
    expect(es).not.toContain(`${PUBLIC}/espana/cantabria/cantabria`);
    expect(es).not.toContain(`${PUBLIC}/espana/cantabria/cantabria/c/caballos`);
    // Nor the places whose only ad is a wanted one: browse pages list offers, so theirs are empty.
    expect(es.filter((url) => url.includes('/asturias'))).toEqual([]);
    expect(es.filter((url) => url.includes('/cc/'))).toEqual([]);
    expect(es).not.toContain(`${PUBLIC}/u/${companyUserSlug}`);
    // Each URL once.
    for (const urls of sitemaps.values()) expect(new Set(urls).size).toBe(urls.length);
  });

  test('each answers 200, indexable, its own canonical and og:url, og:image, a description, headings in order, a title of its own', async () => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const [locale, urls] of sitemaps) {
      const titles = new Map<string, string>();
      for (const url of urls) {
        const { response, body } = await fetch(local(url), { redirect: 'manual' }).then(async (each) => ({
          response: each,
          body: await each.text(),
        }));
        const problem = (text: string) => problems.push(`${url}: ${text}`);
        if (response.status !== 200) {
          problem(`status ${response.status}`);
          continue;
        }
        const robots = [
          ...metaValues(body, 'name', 'robots'),
          ...metaValues(body, 'name', 'googlebot'),
          response.headers.get('x-robots-tag') ?? '',
        ];
        if (robots.some((each) => /noindex/i.test(each))) problem(`noindex (${robots.join(', ')})`);
        const canonical = tags(body, 'link').filter((each) => each.rel === 'canonical');
        if (canonical.length !== 1 || canonical[0]?.href !== url) {
          problem(`canonical ${canonical.map((each) => each.href).join(', ')}`);
        }
        const ogUrl = metaValues(body, 'property', 'og:url');
        if (ogUrl.length !== 1 || ogUrl[0] !== url) problem(`og:url ${ogUrl.join(', ')}`);
        const ogImage = metaValues(body, 'property', 'og:image');
        if (ogImage.length !== 1 || !/^https:\/\//.test(ogImage[0] ?? '')) problem(`og:image ${ogImage.join(', ')}`);
        else images.add(ogImage[0] ?? '');
        const description = metaValues(body, 'name', 'description');
        if (description.length !== 1 || (description[0] ?? '').trim().length < 20) {
          problem(`meta description ${JSON.stringify(description)}`);
        }
        const ogDescription = metaValues(body, 'property', 'og:description');
        if (ogDescription.length !== 1 || ogDescription[0] !== description[0]) {
          problem(`og:description ${JSON.stringify(ogDescription)}`);
        }
        const pageTitle = title(body);
        if (!pageTitle) problem('no title');
        const other = titles.get(pageTitle);
        if (other) problem(`title "${pageTitle}" is also ${other}'s (${locale})`);
        titles.set(pageTitle, url);
        for (const error of headingOrderErrors(headingLevels(body))) problem(`headings: ${error}`);
      }
    }
    expect(problems).toEqual([]);
    // The site's own picture loads (the ads' photos here are rows without files: the media store is
    // tested on its own).
    for (const image of images) {
      if (!image.startsWith(PUBLIC) || image.startsWith(`${PUBLIC}/media/`)) continue;
      const response = await fetch(local(image));
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toMatch(/^image\/(png|jpeg|webp|avif)/);
    }
    expect(images).toContain(`${PUBLIC}/images/share.png`);
  }, 300_000);

  test('every ad’s JSON-LD passes Google’s product snippet rules: no Product without offers', async () => {
    const adUrls = [...sitemaps.values()].flat().filter((url) => /\/s\/[^/]+$/.test(url));
    expect(adUrls).toHaveLength(5 * 4);
    const found: Record<string, string[]> = {};
    for (const url of adUrls) {
      const body = await (await fetch(local(url))).text();
      const blocks = jsonLdBlocks(body);
      expect(blocks.length, url).toBeGreaterThan(0);
      for (const block of blocks) expect(productRichResultErrors(block), url).toEqual([]);
      found[url] = blocks.map((block) => String((block as { '@type'?: unknown })['@type']));
    }
    // The priced ads are Products with an Offer; the wanted and the price-on-request ones are not Products.
    expect(found[`${PUBLIC}/s/${ads.priced}`]).toEqual(['Product']);
    expect(found[`${PUBLIC}/en/s/${ads.lisboa}`]).toEqual(['Product']);
    expect(found[`${PUBLIC}/s/${ads.wanted}`]).toEqual(['ItemPage']);
    expect(found[`${PUBLIC}/pt/s/${ads.onRequest}`]).toEqual(['ItemPage']);
  }, 120_000);
});

describe('duplicates and soft 404s', () => {
  test('a results page past the last answers 404, not an empty 200', async () => {
    for (const path of [
      '/c/caballos?page=999',
      '/c/caballos?page=2',
      '/en/spain?page=3',
      '/search?page=50',
      // Past the pages any search has: not page 1 again under another address.
      '/c/caballos?page=99999',
      '/search?q=caballo&page=1001',
    ]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
    expect((await get('/c/caballos?page=1')).response.status).toBe(200);
  });

  test('a community’s only province 301s to the community, the query kept; its towns stay', async () => {
    for (const [from, to] of [
      ['/espana/asturias/asturias', '/espana/asturias'],
      ['/en/spain/asturias/asturias?sort=price_asc', '/en/spain/asturias?sort=price_asc'],
      ['/espana/asturias/asturias/c/caballos', '/espana/asturias/c/caballos'],
    ]) {
      const { response } = await get(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    const town = await get('/espana/asturias/asturias/aviles');
    expect(town.response.status).toBe(200);
    expect(town.body).not.toContain('href="/espana/asturias/asturias"');
    const community = await get('/espana/asturias');
    expect(community.response.status).toBe(200);
    expect(community.body).not.toContain('href="/espana/asturias/asturias"');
    expect((await get('/espana')).body).not.toContain('/espana/asturias/asturias"');
  });

  test('/cc/{country} 301s to /{country}', async () => {
    for (const [from, to] of [
      ['/cc/espana', '/espana'],
      ['/pt/cc/espanha', '/pt/espanha'],
      ['/en/cc/espana?page=1', '/en/spain?page=1'],
    ]) {
      const { response } = await get(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('a trailing slash 301s to the address without it, on the public origin, the query kept', async () => {
    for (const [from, to] of [
      [`/s/${ads.priced}/`, `/s/${ads.priced}`],
      ['/c/caballos/?page=1&sort=newest', '/c/caballos?page=1&sort=newest'],
      ['/en/', '/en'],
      ['/p/spec/terminos_de_uso//', '/p/spec/terminos_de_uso'],
      // Never another site's address.
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
    ]) {
      const { response } = await get(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(`${PUBLIC}${to}`);
    }
    expect((await get('/')).response.status).toBe(200);
    const post = await fetch(`${site.origin}/sign-in/`, { method: 'POST', redirect: 'manual' });
    expect(post.status).not.toBe(301);
  });

  test('a search with no facets keeps its heading levels in order', async () => {
    const query = searchFormToQuery({ ...emptySearchForm(), q: 'torda' });
    const { response, body } = await get(`/search?${query}`);
    expect(response.status).toBe(200);
    expect(body).not.toContain('id="facet-subcategories"');
    expect(body).not.toContain('id="facet-provinces"');
    expect(headingLevels(body).slice(0, 3)).toEqual([1, 2, 3]);
    expect(headingOrderErrors(headingLevels(body))).toEqual([]);
  });
});
