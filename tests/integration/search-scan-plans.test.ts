import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { findProvinceBySlug, listTowns } from '../../server/geo/geography.ts';
import { clearFacetCache } from '../../server/search/facet-cache.ts';
import { forgetRecentSlice } from '../../server/search/recent-slice.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import type { AdSearchCriteria } from '../../server/search/search-criteria.ts';
import { planScans } from '../../server/search/search-scans.ts';
import { buildTextQuery } from '../../server/search/search-text-query.ts';
import { clearEstimates, forgetTableStatistics } from '../../server/search/search-window.ts';
import { splitSearchWords } from '../../server/search/search-words.ts';
import { searchCriteria } from '../support/search-criteria.ts';

// Decision 0052: the scan plans of a search chosen by what each index holds, on PostgreSQL's own
// estimates. 60,800 palominos (enough for a bitmap to cost more than a walk, decision 0039): 60,000
// in Sevilla, around the town, 800 in Almería; and 5,000 bridles, every other one for a pony.

const sevilla = findProvinceBySlug('sevilla', 'ES');
const sevillaTown = sevilla ? listTowns(sevilla.id).find((each) => each.slug === 'sevilla') : undefined;
let ownerId = '';

async function insertAds(options: { count: number; provinceId: string; subcategoryKey: string; title: string }) {
  const { count, provinceId, subcategoryKey, title } = options;
  const town = provinceId === 'ES.51.SE' ? sevillaTown : undefined;
  await getDb().execute(sql`
    insert into classifieds (slug, owner_id, status, type, subcategory_key, title, price, language, country_code,
      community_id, province_id, town_id, lat, lng, filter_values, published_at, expires_at)
    select 'ad-' || md5(${title} || ${provinceId} || n), ${ownerId}, 'approved', 'offer', ${subcategoryKey},
      replace(replace(${title}, '{n}', n::text), '{w}', 'v' || chr(97 + n % 26) || chr(97 + (n / 26) % 5)), 1000 + n % 5000, 'es', 'ES', 'ES.51', ${provinceId},
      ${town?.id ?? null}::int, ${town?.lat ?? null}::float8, ${town?.lng ?? null}::float8,
      case when n % 2 = 0 then '{"talla-del-caballo": ["poni"]}'::jsonb else '{"talla-del-caballo": ["cob"]}'::jsonb end,
      now() - n * interval '1 minute', now() + interval '60 days'
    from generate_series(1, ${count}::int) as n`);
}

async function plan(criteria: AdSearchCriteria) {
  forgetRecentSlice();
  forgetTableStatistics();
  clearEstimates();
  const text = await buildTextQuery(splitSearchWords(criteria.q));
  return planScans(criteria, text, criteria.page * criteria.pageSize);
}

async function search(criteria: AdSearchCriteria) {
  clearFacetCache();
  clearEstimates();
  return searchAds(criteria);
}

/** The ids of the newest `limit` visible ads matching `where`, as a page newest first must list them. */
async function newest(where: ReturnType<typeof sql>, limit = 24): Promise<string[]> {
  const { rows } = await getDb().execute<{ id: string }>(sql`
    select id from search_ads where ${where} order by published_at desc, id desc limit ${limit}`);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  if (!sevillaTown) throw new Error('no town of Sevilla');
  const user = await createUser({
    email: `scan-plans-${randomBytes(4).toString('hex')}@example.test`,
    name: 'Scan plans',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('no user');
  ownerId = user.id;
  // A word of 130 beside each ('vab', 'vac'…): PostgreSQL estimates a prefix from the lexemes its
  // statistics keep only when they are 100 or more, as in any real table.
  const palomino = 'Palomino {w} {n}';
  await insertAds({ count: 60_000, provinceId: 'ES.51.SE', subcategoryKey: 'sport_horses', title: palomino });
  await insertAds({ count: 800, provinceId: 'ES.51.AL', subcategoryKey: 'sport_horses', title: palomino });
  await insertAds({ count: 5_000, provinceId: 'ES.51.AL', subcategoryKey: 'bridles_and_bits', title: 'Cabezada {n}' });
  await getDb().execute(sql`analyze search_ads`);
}, 120_000);

describe('words in a province', () => {
  const inAlmeria = searchCriteria({ q: 'palomino', type: 'offer', provinceId: 'ES.51.AL' });

  test("build the text index's bitmap of the word in the province, which the index holds beside the words", async () => {
    // The word alone is in 60,800 ads, a bitmap that a walk of Almería's 5,800 ads beat (0039);
    // in Almería it is 800 entries of the text index.
    const scans = await plan(inAlmeria);
    expect(scans).toMatchObject({ page: 'bitmap', counts: 'bitmap' });
    const result = await search(inAlmeria);
    expect(result.total).toBe(800);
    expect(result.totalIsEstimate).toBe(false);
    expect(result.facets.subcategories).toEqual([{ key: 'sport_horses', count: 800 }]);
    expect(result.ads.map((ad) => ad.id)).toEqual(
      await newest(sql`province_id = 'ES.51.AL' and subcategory_key = 'sport_horses'`),
    );
  });

  test('walk the province when the last word is a short prefix, whose terms the index reads whole', async () => {
    const prefix = { ...inAlmeria, q: 'pal' };
    expect(await plan(prefix)).toMatchObject({ counts: 'walk' });
    const result = await search(prefix);
    expect(result.total).toBe(800);
    expect(result.ads.map((ad) => ad.id)).toEqual(
      await newest(sql`province_id = 'ES.51.AL' and subcategory_key = 'sport_horses'`),
    );
  });
});

test("a radius within a subcategory counts by walking the subcategory's newest ads, not the location index's box", async () => {
  if (!sevillaTown) throw new Error('no town of Sevilla');
  const around = searchCriteria({ subcategoryKey: 'sport_horses', townId: sevillaTown.id, radiusKm: 25 });
  expect(await plan(around)).toMatchObject({ counts: 'walk' });
  const result = await search(around);
  // 60,000 in the circle: a sample. The subcategories are counted within the circle (the bridles
  // of Almería are outside it); the provinces are not: without the province the radius goes too.
  expect(result.totalIsEstimate).toBe(true);
  expect(result.total).toBeGreaterThan(1_001);
  expect(result.facets.subcategories.map((each) => each.key)).toEqual(['sport_horses']);
  expect(result.ads.map((ad) => ad.id)).toEqual(await newest(sql`province_id = 'ES.51.SE'`));
});

test("a filter item's page walks its subcategory's newest ads while its counts build the item's bitmap", async () => {
  const pony = searchCriteria({
    subcategoryKey: 'bridles_and_bits',
    filters: { 'talla-del-caballo': ['poni'] },
    page: 3,
  });
  expect(await plan(pony)).toEqual(expect.objectContaining({ page: 'walk', counts: 'bitmap' }));
  const result = await search(pony);
  // 2,500 ponies and 2,500 cobs: counted over a sample, as estimates.
  expect(result.totalIsEstimate).toBe(true);
  expect(result.total).toBeGreaterThan(1_500);
  expect(result.total).toBeLessThan(4_000);
  const cob = result.facets.filterItems.find((each) => each.key === 'talla-del-caballo/cob');
  expect(cob?.count).toBeGreaterThan(1_500);
  expect(cob?.count).toBeLessThan(4_000);
  const ponies = sql`subcategory_key = 'bridles_and_bits' and filter_tags && array['talla-del-caballo/poni']`;
  expect(result.ads.map((ad) => ad.id)).toEqual((await newest(ponies, 72)).slice(48));
  // In price order too, from the subcategory's price index.
  const cheapest = await search({ ...pony, sort: 'price_asc', page: 1 });
  const { rows } = await getDb().execute<{ id: string }>(sql`
    select id from search_ads where ${ponies}
    order by price asc nulls last, published_at desc nulls last, id limit 24`);
  expect(cheapest.ads.map((ad) => ad.id)).toEqual(rows.map((row) => row.id));
});
