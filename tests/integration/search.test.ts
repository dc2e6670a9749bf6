import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { haversineKm } from '../../common/geo/great-circle.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { classifieds } from '../../server/db/tables.ts';
import type { GeoTown } from '../../server/geo/geo-types.ts';
import { findProvinceBySlug, findTownById, listAllTowns, listTowns } from '../../server/geo/geography.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import { searchConditions } from '../../server/search/search-conditions.ts';
import { EXACT_COUNT_LIMIT } from '../../server/search/search-constants.ts';
import type { AdSearchCriteria } from '../../server/search/search-criteria.ts';
import { buildTextQuery } from '../../server/search/search-text-query.ts';
import { searchCriteria } from '../support/search-criteria.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function province(slug: string) {
  const found = findProvinceBySlug(slug, 'ES');
  if (!found) throw new Error(`no province ${slug}`);
  return found;
}
function town(provinceSlug: string, slug: string): GeoTown {
  const found = listTowns(province(provinceSlug).id).find((each) => each.slug === slug);
  if (!found) throw new Error(`no town ${slug}`);
  return found;
}

const sevillaTown = town('sevilla', 'sevilla');
const cordobaTown = town('cordoba', 'cordoba');
const madridTown = town('madrid', 'madrid');

/** Radius case: the Spanish town nearest inside 25 km of Sevilla's edge, and the nearest just outside. */
const RADIUS_KM = 25;
const byDistance = listAllTowns()
  .filter((each) => each.province.startsWith('ES.') && each.id !== sevillaTown.id)
  .map((each) => ({ town: each, km: haversineKm(sevillaTown, each) }))
  .sort((a, b) => a.km - b.km);
const justInside = [...byDistance].reverse().find((each) => each.km < RADIUS_KM);
const justOutside = byDistance.find((each) => each.km > RADIUS_KM);

let ownerId = '';
let published = Date.now() - 100 * 60 * 1000;

interface AdSeed {
  title: string;
  description?: string;
  language?: Locale;
  type?: 'offer' | 'demand';
  subcategoryKey?: string;
  price?: number | null;
  town?: GeoTown;
  filterValues?: Record<string, string[]>;
  horseName?: string;
  sold?: boolean;
  status?: 'approved' | 'pending';
  active?: boolean;
  expired?: boolean;
  /** Published this many days ago instead of a minute after the ad before. */
  daysAgo?: number;
}

/** An ad straight into the table, as moderation leaves it; each newer than the one before. */
async function insertAd(seed: AdSeed): Promise<string> {
  const place = seed.town ?? sevillaTown;
  const placeProvince = findTownById(place.id)?.province ?? '';
  published += 60 * 1000;
  const slug = `${seed.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
  await getDb()
    .insert(classifieds)
    .values({
      slug,
      ownerId,
      status: seed.status ?? 'approved',
      active: seed.active ?? true,
      type: seed.type ?? 'offer',
      subcategoryKey: seed.subcategoryKey ?? 'sport_horses',
      title: seed.title,
      description: seed.description ?? '',
      price: seed.price === undefined ? 5000 : seed.price,
      language: seed.language ?? 'es',
      countryCode: 'ES',
      communityId: placeProvince.split('.').slice(0, 2).join('.'),
      provinceId: placeProvince,
      townId: place.id,
      lat: place.lat,
      lng: place.lng,
      filterValues: seed.filterValues ?? {},
      horseName: seed.horseName,
      soldAt: seed.sold ? new Date() : null,
      publishedAt: new Date(seed.daysAgo === undefined ? published : Date.now() - seed.daysAgo * DAY_MS),
      expiresAt: new Date(seed.expired ? Date.now() - DAY_MS : Date.now() + 30 * DAY_MS),
    });
  return slug;
}

function criteria(overrides: Partial<AdSearchCriteria> = {}): AdSearchCriteria {
  return searchCriteria({ pageSize: 100, ...overrides });
}

async function slugsFor(overrides: Partial<AdSearchCriteria>): Promise<string[]> {
  return (await searchAds(criteria(overrides))).ads.map((ad) => ad.slug);
}

type AdName =
  | 'lusitana'
  | 'headcollar'
  | 'pre'
  | 'egua'
  | 'cavall'
  | 'english'
  | 'describedOnly'
  | 'young'
  | 'wanted'
  | 'sold'
  | 'pending'
  | 'hidden'
  | 'expired'
  | 'saddle'
  | 'inside'
  | 'outside';
const ads = {} as Record<AdName, string>;

beforeAll(async () => {
  const owner = await createUser({
    email: `search-${Date.now()}@example.test`,
    name: 'Marta Vidal',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!owner) throw new Error('no owner');
  ownerId = owner.id;
  ads.lusitana = await insertAd({
    title: 'Yegua LUSITANA de cinco años',
    description: 'Muy noble, ideal para doma clásica.',
    filterValues: { raza: ['lusitano'], sexo: ['yegua'], capa: ['tordo'] },
    price: 9000,
  });
  ads.pre = await insertAd({
    title: 'Caballo Pura Raza Espanola castaño',
    filterValues: { raza: ['pura-raza-espanola'], sexo: ['entero'], capa: ['castano'] },
    price: 15000,
    town: cordobaTown,
  });
  ads.egua = await insertAd({ title: 'Égua lusitana mansa', language: 'pt', price: 7000, town: madridTown });
  ads.cavall = await insertAd({ title: 'Cavall tranquil per a passejar', language: 'ca', price: null });
  ads.english = await insertAd({ title: 'Gentle horse for children', language: 'en', price: 3000 });
  ads.describedOnly = await insertAd({
    title: 'Precioso ejemplar tordo',
    description: 'Tiene sangre lusitana por parte de madre.',
    price: 8000,
  });
  ads.young = await insertAd({ title: 'Potro lusitano negro', subcategoryKey: 'young_horses', price: 4000 });
  ads.wanted = await insertAd({ title: 'Busco yegua para paseo', type: 'demand', price: null });
  ads.sold = await insertAd({ title: 'Yegua vendida de raza árabe', sold: true });
  ads.pending = await insertAd({ title: 'Yegua pendiente de revisión', status: 'pending' });
  ads.hidden = await insertAd({ title: 'Yegua oculta por su dueño', active: false });
  ads.expired = await insertAd({ title: 'Yegua caducada hace un día', expired: true });
  ads.saddle = await insertAd({
    title: 'Silla de doma vaquera',
    subcategoryKey: 'saddles',
    price: 1200,
    filterValues: { 'tipo-de-silla': ['vaquera'] },
  });
  ads.headcollar = await insertAd({
    title: 'Cabezada de cuero trenzado',
    subcategoryKey: 'bridles_and_bits',
    price: 5000,
  });
  if (justInside && justOutside) {
    ads.inside = await insertAd({ title: 'Potro cerca de Sevilla', town: justInside.town });
    ads.outside = await insertAd({ title: 'Potro algo lejos de Sevilla', town: justOutside.town });
  }
});

describe('text', () => {
  test('is accent- and case-insensitive', async () => {
    expect(await slugsFor({ q: 'yegua lusitana' })).toContain(ads.lusitana);
    expect(await slugsFor({ q: 'pura raza española' })).toContain(ads.pre);
    expect(await slugsFor({ q: 'CASTANO' })).toContain(ads.pre);
  });

  test('stems each ad in its own language', async () => {
    expect(await slugsFor({ q: 'yeguas lusitanas' })).toContain(ads.lusitana);
    expect(await slugsFor({ q: 'éguas' })).toContain(ads.egua);
    expect(await slugsFor({ q: 'cavalls' })).toContain(ads.cavall);
    expect(await slugsFor({ q: 'horses' })).toContain(ads.english);
    expect(await slugsFor({ q: 'yeguas' })).not.toContain(ads.english);
  });

  test('finds the attributes in the reader’s language', async () => {
    expect(await slugsFor({ q: 'mare', locale: 'en' })).toContain(ads.lusitana);
    expect(await slugsFor({ q: 'lusitano' })).toContain(ads.lusitana);
  });

  test('matches the last word as a prefix while typing', async () => {
    expect(await slugsFor({ q: 'yegua lusit' })).toContain(ads.lusitana);
    expect(await slugsFor({ q: 'yegua nob' })).toContain(ads.lusitana);
    // Only the last word is a prefix: no ad has 'nob' and 'yegua', so the ads with some of them.
    expect((await searchAds(criteria({ q: 'nob yegua' }))).someWords).toBe(true);
    // The word as typed is the prefix, not its stems: the Catalan stemmer makes 'caballo' 'cab',
    // whose prefix also found every cabezada.
    expect(await slugsFor({ q: 'caballo' })).toContain(ads.pre);
    expect(await slugsFor({ q: 'caballo' })).not.toContain(ads.headcollar);
    expect(await slugsFor({ q: 'cabeza' })).toContain(ads.headcollar);
  });

  test('corrects a typo with the nearest known word', async () => {
    const result = await searchAds(criteria({ q: 'lusitno' }));
    expect(result.correctedQuery).toBe('lusitano');
    expect(result.ads.map((ad) => ad.slug)).toContain(ads.young);
    const exact = await searchAds(criteria({ q: 'lusitana' }));
    expect(exact.correctedQuery).toBeNull();
  });

  test('ranks a title match above a description match', async () => {
    const found = await slugsFor({ q: 'lusitana', sort: 'relevance' });
    expect(found.indexOf(ads.lusitana)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(ads.lusitana)).toBeLessThan(found.indexOf(ads.describedOnly));
  });

  test('answers hostile text without error', async () => {
    for (const q of [
      "'",
      '"yegua',
      'yegua & | ! : * ( )',
      "lusitana:* & !'x'",
      '\\',
      '()',
      'de la el',
      'x'.repeat(10_000),
      'yegua '.repeat(2000),
      'ñ̃̃ 😀 \u0000',
    ]) {
      const result = await searchAds(criteria({ q }));
      expect(result.page).toBe(1);
    }
    expect(await slugsFor({ q: "yegua & 'lusitana'" })).toContain(ads.lusitana);
  });
});

describe('filters', () => {
  test('leave out ads a guest cannot see', async () => {
    const found = await slugsFor({ q: 'yegua' });
    for (const hidden of [ads.pending, ads.hidden, ads.expired]) expect(found).not.toContain(hidden);
  });

  test('type: offer, demand or both', async () => {
    expect(await slugsFor({ q: 'yegua', type: 'offer' })).not.toContain(ads.wanted);
    expect(await slugsFor({ q: 'yegua', type: 'demand' })).toEqual([ads.wanted]);
    expect(await slugsFor({ q: 'yegua', type: 'all' })).toContain(ads.wanted);
  });

  test('category and subcategory', async () => {
    expect(await slugsFor({ subcategoryKey: 'saddles' })).toEqual([ads.saddle]);
    expect((await slugsFor({ categoryKey: 'riding_equipment' })).sort()).toEqual([ads.saddle, ads.headcollar].sort());
    expect(await slugsFor({ categoryKey: 'horses' })).not.toContain(ads.saddle);
    expect(await slugsFor({ categoryKey: 'horses' })).not.toContain(ads.headcollar);
  });

  test('country, community, province and town', async () => {
    expect(await slugsFor({ countryCode: 'PT' })).toEqual([]);
    expect(await slugsFor({ countryCode: 'ES' })).toContain(ads.egua);
    const andalucia = await slugsFor({ communityId: 'ES.51' });
    expect(andalucia).toContain(ads.pre);
    expect(andalucia).not.toContain(ads.egua);
    expect(await slugsFor({ provinceId: 'ES.51.CO' })).toEqual([ads.pre]);
    expect(await slugsFor({ townId: madridTown.id })).toEqual([ads.egua]);
  });

  test('radius: an ad just inside the distance, not one just outside', async () => {
    if (!justInside || !justOutside) throw new Error('no towns around Sevilla');
    expect(justInside.km).toBeLessThan(RADIUS_KM);
    expect(justOutside.km).toBeGreaterThan(RADIUS_KM);
    const found = await slugsFor({ townId: sevillaTown.id, radiusKm: RADIUS_KM, q: 'potro sevilla' });
    expect(found).toEqual([ads.inside]);
    const wide = await slugsFor({ townId: sevillaTown.id, radiusKm: 200 });
    expect(wide).toContain(ads.pre);
    expect(wide).not.toContain(ads.egua);
    // Known distances: Madrid–Barcelona about 505 km, Sevilla–Córdoba about 119 km.
    expect(haversineKm(madridTown, town('barcelona', 'barcelona'))).toBeCloseTo(505, -1);
    expect(haversineKm(sevillaTown, cordobaTown)).toBeGreaterThan(115);
    expect(haversineKm(sevillaTown, cordobaTown)).toBeLessThan(125);
    const twoHundred = await slugsFor({ townId: sevillaTown.id, radiusKm: 100 });
    expect(twoHundred).not.toContain(ads.pre);
  });

  test('dynamic filters: one of the chosen items of each filter', async () => {
    expect(await slugsFor({ filters: { raza: ['lusitano'] } })).toEqual([ads.lusitana]);
    const either = await slugsFor({ filters: { raza: ['lusitano', 'pura-raza-espanola'] } });
    expect(either.sort()).toEqual([ads.lusitana, ads.pre].sort());
    expect(await slugsFor({ filters: { raza: ['lusitano', 'pura-raza-espanola'], sexo: ['entero'] } })).toEqual([
      ads.pre,
    ]);
  });

  test('dynamic filters within a subcategory: read from the scoped index, the same ads', async () => {
    const inSportHorses = (filters: AdSearchCriteria['filters']) =>
      slugsFor({ subcategoryKey: 'sport_horses', filters });
    expect(await inSportHorses({ raza: ['lusitano'] })).toEqual([ads.lusitana]);
    expect(await inSportHorses({ raza: ['lusitano', 'pura-raza-espanola'], sexo: ['entero'] })).toEqual([ads.pre]);
    expect(await slugsFor({ subcategoryKey: 'saddles', filters: { raza: ['lusitano'] } })).toEqual([]);
    // The index's function writes the tags as the search does.
    const { rows } = await getDb().execute<{ tags: string[]; none: string[] }>(sql`
      select search_scoped_tags('sport_horses', '{raza/lusitano,sexo/yegua}'::text[]) as tags,
        search_scoped_tags('sport_horses', '{}'::text[]) as none`);
    expect(rows[0]?.tags).toEqual(['sport_horses:raza/lusitano', 'sport_horses:sexo/yegua']);
    expect(rows[0]?.none).toEqual([]);
    // And the planner can answer such a search from that index: the search writes its expression.
    const where = searchConditions(criteria({ subcategoryKey: 'sport_horses', filters: { raza: ['lusitano'] } }), null);
    const written = new PgDialect().sqlToQuery(where).sql;
    const { rows: index } = await getDb().execute<{ definition: string }>(
      sql`select indexdef as definition from pg_indexes where indexname = 'search_ads_scoped_tags_idx'`,
    );
    const expression = 'search_scoped_tags(subcategory_key, filter_tags)';
    expect(index[0]?.definition).toContain(expression);
    expect(written).toContain(`${expression} &&`);
  });

  test('price: with a price only, and between bounds', async () => {
    const withPrice = await slugsFor({ withPrice: true });
    expect(withPrice).not.toContain(ads.cavall);
    expect(withPrice).toContain(ads.english);
    const between = await slugsFor({ withPrice: true, priceMin: 7000, priceMax: 9000 });
    expect(between.sort()).toEqual([ads.lusitana, ads.egua, ads.describedOnly].sort());
    expect(await slugsFor({ priceMin: 15000 })).toEqual([ads.pre]);
  });

  test('sold ads only when asked for', async () => {
    expect(await slugsFor({ q: 'vendida' })).toEqual([]);
    expect(await slugsFor({ q: 'vendida', includeSold: true })).toEqual([ads.sold]);
  });
});

describe('order and pages', () => {
  const horses = { subcategoryKey: 'sport_horses', type: 'offer' as const };

  test('newest first', async () => {
    const found = await slugsFor({ ...horses });
    expect(found[0]).toBe(ads.outside);
    expect(found.indexOf(ads.pre)).toBeGreaterThan(found.indexOf(ads.egua));
  });

  test('price up and down, ads without a price last both ways', async () => {
    const up = (await searchAds(criteria({ ...horses, sort: 'price_asc' }))).ads;
    const down = (await searchAds(criteria({ ...horses, sort: 'price_desc' }))).ads;
    expect(up[0]?.slug).toBe(ads.english);
    expect(up.at(-1)?.slug).toBe(ads.cavall);
    expect(down[0]?.slug).toBe(ads.pre);
    expect(down.at(-1)?.slug).toBe(ads.cavall);
  });

  test('relevance without words falls back to newest', async () => {
    expect(await slugsFor({ ...horses, sort: 'relevance' })).toEqual(await slugsFor({ ...horses }));
  });

  test('pages of the given size, with the page count', async () => {
    const all = await slugsFor({ ...horses });
    const first = await searchAds(criteria({ ...horses, pageSize: 3 }));
    const second = await searchAds(criteria({ ...horses, pageSize: 3, page: 2 }));
    expect(first.total).toBe(all.length);
    expect(first.totalIsEstimate).toBe(false);
    expect(first.pageCount).toBe(Math.ceil(all.length / 3));
    expect(first.ads.map((ad) => ad.slug)).toEqual(all.slice(0, 3));
    expect(second.ads.map((ad) => ad.slug)).toEqual(all.slice(3, 6));
  });

  test('the newest matches of words are found beyond the last day and week, in order', async () => {
    const young = { subcategoryKey: 'young_horses', title: 'Carruaje antiguo restaurado' };
    const lastMonth = await insertAd({ ...young, daysAgo: 20 });
    const lastWeek = await insertAd({ ...young, daysAgo: 3 });
    const today = await insertAd({ ...young, daysAgo: 0.5 });
    const words = { q: 'carruaje', subcategoryKey: 'young_horses' };
    expect(await slugsFor({ ...words, sort: 'newest' })).toEqual([today, lastWeek, lastMonth]);
    expect((await slugsFor({ ...words, sort: 'relevance' })).sort()).toEqual([today, lastWeek, lastMonth].sort());
    expect(await slugsFor({ ...words, sort: 'newest', pageSize: 1, page: 3 })).toEqual([lastMonth]);
  });

  test('cards carry what a result shows', async () => {
    const [card] = (await searchAds(criteria({ q: 'yegua lusitana', provinceId: 'ES.51.SE' }))).ads;
    expect(card).toMatchObject({ slug: ads.lusitana, town: 'Sevilla', province: 'Sevilla' });
    expect(card?.badge).toBeUndefined();
    expect(card?.price).toMatch(/9\D?000/);
  });
});

describe('facets', () => {
  test('count each dimension without its own selection', async () => {
    const result = await searchAds(criteria({ subcategoryKey: 'sport_horses', provinceId: 'ES.51.CO' }));
    expect(result.facetsAreEstimates).toBe(false);
    const subcategories = Object.fromEntries(result.facets.subcategories.map((each) => [each.key, each.count]));
    expect(subcategories).toEqual({ sport_horses: 1 });
    const provinces = Object.fromEntries(result.facets.provinces.map((each) => [each.key, each.count]));
    expect(provinces['ES.51.CO']).toBe(1);
    expect(provinces['ES.29.M']).toBe(1);
    expect(provinces['ES.51.SE']).toBeGreaterThanOrEqual(5);
  });

  test('count filter items of the chosen subcategory, a chosen filter ignoring itself', async () => {
    const result = await searchAds(criteria({ subcategoryKey: 'sport_horses', filters: { raza: ['lusitano'] } }));
    const items = Object.fromEntries(result.facets.filterItems.map((each) => [each.key, each.count]));
    expect(items['raza/lusitano']).toBe(1);
    expect(items['raza/pura-raza-espanola']).toBe(1);
    expect(items['sexo/yegua']).toBe(1);
    expect(items['sexo/entero']).toBeUndefined();
    expect(result.total).toBe(1);
  });

  test("another subcategory counts what its link finds: the search without the chosen subcategory's filters", async () => {
    const result = await searchAds(criteria({ subcategoryKey: 'sport_horses', filters: { raza: ['lusitano'] } }));
    expect(result.total).toBe(1);
    const others = result.facets.subcategories.filter((each) => each.key !== 'sport_horses');
    expect(others.length).toBeGreaterThan(1);
    for (const facet of others) {
      expect(facet.count).toBe((await searchAds(criteria({ subcategoryKey: facet.key }))).total);
    }
    // Its own count is the search without the subcategory and its filters too, as the panel shows it.
    const own = result.facets.subcategories.find((each) => each.key === 'sport_horses');
    expect(own?.count).toBe((await searchAds(criteria({ subcategoryKey: 'sport_horses' }))).total);
  });

  test('a word with a price range counts what the listing finds', async () => {
    const search = criteria({
      q: 'lusitana',
      withPrice: true,
      priceMin: 6000,
      priceMax: 10000,
      provinceId: 'ES.51.SE',
    });
    const text = await buildTextQuery(['lusitana']);
    const listed = async (where: ReturnType<typeof searchConditions>) =>
      (
        await getDb().execute<{ key: string; count: number }>(
          sql`select province_id as key, count(*)::int as count from search_ads where ${where} group by 1`,
        )
      ).rows;
    // The province dimension counts without the province: what the listing finds in each.
    const expected = Object.fromEntries(
      (await listed(searchConditions(search, text, { omit: 'province' }))).map((row) => [row.key, row.count]),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(1);
    const result = await searchAds(search);
    expect(Object.fromEntries(result.facets.provinces.map((each) => [each.key, each.count]))).toEqual(expected);
  });

  test('count subcategories for a text search', async () => {
    const result = await searchAds(criteria({ q: 'doma' }));
    const subcategories = Object.fromEntries(result.facets.subcategories.map((each) => [each.key, each.count]));
    expect(subcategories).toEqual({ sport_horses: 1, saddles: 1 });
  });
});

describe('large results', () => {
  test('past the exact bound, the total and facets are estimates and say so', async () => {
    await getDb().execute(sql`
      insert into classifieds (slug, owner_id, status, type, subcategory_key, title, price, language,
        country_code, community_id, province_id, town_id, lat, lng, published_at, expires_at)
      select 'sudadero-' || n, ${ownerId}, 'approved', 'offer', 'saddle_pads', 'Sudadero de prueba ' || n, 20 + n % 50,
        'es', 'ES', 'ES.51', 'ES.51.SE', ${sevillaTown.id}::int, ${sevillaTown.lat}::float8, ${sevillaTown.lng}::float8,
        now() - n * interval '1 minute', now() + interval '30 days'
      from generate_series(1, ${EXACT_COUNT_LIMIT + 500}::int) as n`);
    await getDb().execute(sql`analyze search_ads`);
    const result = await searchAds(criteria({ subcategoryKey: 'saddle_pads', pageSize: 24 }));
    expect(result.totalIsEstimate).toBe(true);
    expect(result.facetsAreEstimates).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(result.total).toBeLessThan((EXACT_COUNT_LIMIT + 500) * 1.5);
    expect(result.ads).toHaveLength(24);
    expect(result.pageCount).toBe(Math.ceil(result.total / 24));
    const sevilla = result.facets.provinces.find((each) => each.key === 'ES.51.SE');
    expect(sevilla?.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const words = await searchAds(criteria({ q: 'sudadero prueba', pageSize: 24, sort: 'relevance' }));
    expect(words.totalIsEstimate).toBe(true);
    expect(words.ads).toHaveLength(24);
    // A word in thousands of ads: its pages in order, past the first.
    const newest = await getDb().execute<{ slug: string }>(sql`
      select slug from classifieds where slug like 'sudadero-%' order by published_at desc offset 48 limit 24`);
    const third = await searchAds(criteria({ q: 'sudadero prueba', pageSize: 24, page: 3, sort: 'newest' }));
    expect(third.ads.map((ad) => ad.slug)).toEqual(newest.rows.map((row) => row.slug));
  });

  test('two filters of a subcategory: under the exact bound the total is counted', async () => {
    // 1,000 sport horses, half of them mares, and half of each lusitanos: 250 lusitano mares; and
    // 3,000 ads of another subcategory, so that sport horses are a small share of the table.
    await getDb().execute(sql`
      insert into classifieds (slug, owner_id, status, type, subcategory_key, title, price, language,
        country_code, community_id, province_id, town_id, lat, lng, published_at, expires_at, filter_values)
      select 'caballo-prueba-' || n, ${ownerId}, 'approved', 'offer', 'sport_horses', 'Caballo de prueba ' || n, 5000,
        'es', 'ES', 'ES.51', 'ES.51.SE', ${sevillaTown.id}::int, ${sevillaTown.lat}::float8, ${sevillaTown.lng}::float8,
        now() - n * interval '1 minute', now() + interval '30 days',
        jsonb_build_object('sexo', jsonb_build_array(case when n % 2 = 0 then 'yegua' else 'entero' end),
          'raza', jsonb_build_array(case when (n / 2) % 2 = 0 then 'lusitano' else 'pura-raza-espanola' end))
      from generate_series(1, 1000) as n`);
    await getDb().execute(sql`
      insert into classifieds (slug, owner_id, status, type, subcategory_key, title, price, language,
        country_code, community_id, province_id, town_id, lat, lng, published_at, expires_at)
      select 'silla-prueba-' || n, ${ownerId}, 'approved', 'offer', 'saddles', 'Silla de prueba ' || n, 500,
        'es', 'ES', 'ES.51', 'ES.51.SE', ${sevillaTown.id}::int, ${sevillaTown.lat}::float8, ${sevillaTown.lng}::float8,
        now() - n * interval '1 minute', now() + interval '30 days'
      from generate_series(1, 3000) as n`);
    await getDb().execute(sql`analyze search_ads`);
    const mares = criteria({ subcategoryKey: 'sport_horses', filters: { sexo: ['yegua'], raza: ['lusitano'] } });
    // Under the exact bound, the total is counted: what the tags say, test ads and the demo's mare.
    const { rows } = await getDb().execute<{ count: number }>(sql`
      select count(*)::int as count from search_ads where subcategory_key = 'sport_horses' and type = 'offer'
        and not sold and filter_tags @> '{sexo/yegua,raza/lusitano}'::text[]`);
    const result = await searchAds({ ...mares, pageSize: 24 });
    expect(rows[0]?.count).toBeGreaterThanOrEqual(250);
    expect(result.total).toBe(rows[0]?.count);
    expect(result.totalIsEstimate).toBe(false);
    expect(result.ads).toHaveLength(24);
  });
});

// Last: its ads would be the newest of the tests above.
describe('ranking', () => {
  test('ranks all the words near each other above the same words scattered, newer or not', async () => {
    const near = await insertAd({ title: 'Bebedero automático galvanizado' });
    const scattered = await insertAd({ title: 'Bebedero de plástico para cuadra, llenado automático' });
    expect(await slugsFor({ q: 'bebedero automático', sort: 'relevance' })).toEqual([near, scattered]);
  });
});
