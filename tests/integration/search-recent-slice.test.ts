import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { clearFacetCache } from '../../server/search/facet-cache.ts';
import { forgetRecentSlice, recentSlice, validSliceEdges } from '../../server/search/recent-slice.ts';
import { moveRecentSlice, type SliceRules } from '../../server/search/recent-slice-job.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import { EXACT_COUNT_LIMIT } from '../../server/search/search-facets.ts';
import { clearEstimates } from '../../server/search/search-window.ts';
import { searchCriteria } from '../support/search-criteria.ts';

// The newest ads get their own partial text and tag indexes (decision 0043). Here a small table
// with rules scaled down: a slice of half the ads, cut again past 60%.

const RULES: SliceRules = { minAds: 1_000, share: 0.5, maxShare: 0.6, settleMs: 0 };
const OLD = 6_000;
const RECENT = 6_000;
let ownerId = '';

/**
 * `count` pads for sale in `provinceId`, published a minute apart from `newestMinutesAgo` back, with
 * the filter item `color/<color>`, inserted in one statement (older ads first in the table).
 */
async function insertPads(options: { count: number; newestMinutesAgo: number; provinceId: string; color: string }) {
  const { count, newestMinutesAgo, provinceId, color } = options;
  await getDb().execute(sql`
    insert into classifieds (slug, owner_id, status, type, subcategory_key, title, price, language,
      country_code, community_id, province_id, filter_values, published_at, expires_at)
    select 'manta-' || ${provinceId} || '-' || ${newestMinutesAgo}::int || '-' || n, ${ownerId}, 'approved', 'offer',
      'saddle_pads', 'Manta de cuadra talla t' || n % 150, 20 + n % 50, 'es', 'ES', 'ES.51', ${provinceId},
      jsonb_build_object('color', jsonb_build_array(${color}::text)), now() - (${newestMinutesAgo}::int + ${count}::int - n) * interval '1 minute',
      now() + interval '30 days'
    from generate_series(1, ${count}::int) as n`);
  await getDb().execute(sql`analyze search_ads`);
}

async function fresh<T>(run: () => Promise<T>): Promise<T> {
  forgetRecentSlice();
  clearFacetCache();
  clearEstimates();
  return run();
}

async function sliceIndexNames(): Promise<string[]> {
  const { rows } = await getDb().execute<{ name: string }>(sql`
    select indexname as name from pg_indexes where tablename = 'search_ads' and indexname like 'search_ads_recent_%'
    order by 1`);
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  const user = await createUser({
    email: `recent-slice-${randomBytes(4).toString('hex')}@example.test`,
    name: 'Recent slice',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('no user');
  ownerId = user.id;
  // The older half in Córdoba first (first in the table), the newer half in Sevilla.
  await insertPads({ count: OLD, newestMinutesAgo: 20_000, provinceId: 'ES.51.CO', color: 'negro' });
  await insertPads({ count: RECENT, newestMinutesAgo: 10, provinceId: 'ES.51.SE', color: 'negro' });
});

test('no slice under the size where it pays', async () => {
  expect(await moveRecentSlice({ ...RULES, minAds: 1_000_000 })).toEqual({ action: 'none' });
  expect(await sliceIndexNames()).toEqual([]);
  expect(await fresh(recentSlice)).toBeNull();
});

test('a word in many ads is counted over the newest ads, an item of a subcategory over the first found, with the same pages', async () => {
  const searches = [
    searchCriteria({ q: 'manta cuadra' }),
    searchCriteria({ q: 'manta', sort: 'relevance', page: 3 }),
    searchCriteria({ subcategoryKey: 'saddle_pads', filters: { color: ['negro'] } }),
  ];
  // Without a slice the sample is the first 2,001 matches the text index gives, in table order
  // (the older ads, in Córdoba, come first in the table).
  const before = await fresh(() => Promise.all(searches.map((each) => searchAds(each))));

  const cut = await moveRecentSlice(RULES);
  expect(cut.action).toBe('cut');
  if (cut.action !== 'cut') return;
  expect(cut.adsInSlice).toBeGreaterThanOrEqual(RULES.share * (OLD + RECENT));
  expect(cut.adsInSlice).toBeLessThanOrEqual(RULES.share * (OLD + RECENT) + 60);
  const seconds = Date.parse(cut.edge) / 1000;
  expect(await sliceIndexNames()).toEqual([`search_ads_recent_tags_${seconds}`, `search_ads_recent_text_${seconds}`]);
  expect(await validSliceEdges()).toEqual([cut.edge]);

  const after = await fresh(() => Promise.all(searches.map((each) => searchAds(each))));
  for (const [index, result] of after.entries()) {
    const earlier = before[index];
    // The same page of ads, and a total estimated from the whole table.
    expect(result.ads.map((ad) => ad.id)).toEqual(earlier?.ads.map((ad) => ad.id));
    expect(result.totalIsEstimate, `search ${index}: ${result.total}`).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  }
  // The sample is now of the newest ads only: Sevilla's, scaled to the whole.
  expect(after[0]?.facets.provinces.map((each) => each.key)).toEqual(['ES.51.SE']);
  // Not for items within a subcategory: they come from the scoped index, which the slice has not
  // (ANDed with the slice's dates it cost 41 ms instead of 7 at 1M ads). Their sample is the first
  // found, in table order: the older ads, in Córdoba (decision 0047).
  expect(after[2]?.facets.provinces.map((each) => each.key)).toEqual(['ES.51.CO']);
  expect(after[0]?.facets.provinces[0]?.count).toBeGreaterThan(EXACT_COUNT_LIMIT);

  // In Córdoba all the matches are older than the slice: the search itself is counted over every
  // ad, while its other provinces (counted without Córdoba) come from the slice.
  const older = await fresh(() => searchAds(searchCriteria({ q: 'manta', provinceId: 'ES.51.CO', page: 2 })));
  expect(older.ads).toHaveLength(24);
  expect(older.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  expect(older.facets.subcategories.map((each) => each.key)).toEqual(['saddle_pads']);
  expect(older.facets.subcategories[0]?.count).toBe(older.total);
  expect(older.facets.provinces.map((each) => each.key)).toEqual(['ES.51.SE']);
});

test('the slice is cut again once it has grown past its share, and the old edge is dropped', async () => {
  const [first] = await validSliceEdges();
  expect(first).toBeDefined();
  expect(await moveRecentSlice(RULES)).toEqual({ action: 'kept' });
  await insertPads({ count: 4_000, newestMinutesAgo: 0, provinceId: 'ES.51.SE', color: 'negro' });
  const moved = await moveRecentSlice(RULES);
  expect(moved.action).toBe('cut');
  if (moved.action !== 'cut' || !first) return;
  expect(Date.parse(moved.edge)).toBeGreaterThan(Date.parse(first));
  const seconds = Date.parse(moved.edge) / 1000;
  expect(await sliceIndexNames()).toEqual([`search_ads_recent_tags_${seconds}`, `search_ads_recent_text_${seconds}`]);
  expect((await fresh(recentSlice))?.edge).toBe(moved.edge);

  // Fewer ads than the rules want: no slice at all.
  expect(await moveRecentSlice({ ...RULES, minAds: 100_000 })).toEqual({ action: 'none' });
  expect(await sliceIndexNames()).toEqual([]);
});
