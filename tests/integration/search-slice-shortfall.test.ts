import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, expect, test } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { clearFacetCache } from '../../server/search/facet-cache.ts';
import { forgetRecentSlice } from '../../server/search/recent-slice.ts';
import { moveRecentSlice, type SliceRules } from '../../server/search/recent-slice-job.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import { RANKED_CANDIDATES } from '../../server/search/search-criteria.ts';
import { EXACT_COUNT_LIMIT } from '../../server/search/search-facets.ts';
import { buildTextQuery } from '../../server/search/search-text-query.ts';
import { clearEstimates, forgetTableStatistics } from '../../server/search/search-window.ts';
import { searchCriteria } from '../support/search-criteria.ts';

// Decision 0051: what a search does when the recent slice (decision 0043) or a window of the newest
// ads held fewer matches than the planner expected. A small table with the slice's rules scaled
// down: the newest half of the ads.

const RULES: SliceRules = { minAds: 1_000, share: 0.5, maxShare: 0.6, settleMs: 0 };
let ownerId = '';

/**
 * `count` ads in `provinceId` titled `title` (n from 1), the newest `newestMinutesAgo` minutes ago
 * and each `everyMinutes` older than the one before.
 */
async function insertAds(options: {
  count: number;
  newestMinutesAgo: number;
  everyMinutes: number;
  provinceId: string;
  title: string;
}) {
  const { count, newestMinutesAgo, everyMinutes, provinceId, title } = options;
  await getDb().execute(sql`
    insert into classifieds (slug, owner_id, status, type, subcategory_key, title, price, language,
      country_code, community_id, province_id, published_at, expires_at)
    select 'ad-' || md5(${title} || ${provinceId} || ${newestMinutesAgo}::int || '-' || n), ${ownerId}, 'approved',
      'offer', 'saddle_pads', replace(${title}, '{n}', n::text), 20 + n % 50, 'es', 'ES', 'ES.51', ${provinceId},
      now() - (${newestMinutesAgo}::int + n * ${everyMinutes}::int) * interval '1 minute', now() + interval '60 days'
    from generate_series(1, ${count}::int) as n`);
}

/** What `run` returns, and the text of every statement it sent to PostgreSQL. */
async function sentStatements<T>(run: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const texts: string[] = [];
  const query = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only reads its text.
  pg.Client.prototype.query = function (this: pg.Client, config: any, ...rest: any[]) {
    texts.push(typeof config === 'string' ? config : String(config?.text ?? ''));
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    return { result: await run(), texts };
  } finally {
    pg.Client.prototype.query = query;
  }
}

async function fresh<T>(run: () => Promise<T>): Promise<T> {
  forgetRecentSlice();
  forgetTableStatistics();
  clearFacetCache();
  clearEstimates();
  return run();
}

beforeAll(async () => {
  const user = await createUser({
    email: `slice-shortfall-${randomBytes(4).toString('hex')}@example.test`,
    name: 'Slice shortfall',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('no user');
  ownerId = user.id;
  // Gualdrapas: 20,000 old ones in Córdoba (first in the table), and 950 among the newest ads in
  // Sevilla, one every five minutes between the pads published every minute. Every other of the
  // recent ones says it twice: ranked higher. The slice, the newest half of the 44,850 ads, holds
  // the recent ones and none of the old.
  await insertAds({
    count: 20_000,
    newestMinutesAgo: 40_000,
    everyMinutes: 1,
    provinceId: 'ES.51.CO',
    title: 'Gualdrapa {n}',
  });
  await insertAds({
    count: 10_000,
    newestMinutesAgo: 20_000,
    everyMinutes: 1,
    provinceId: 'ES.51.CO',
    title: 'Manta {n}',
  });
  // Baticolas (decision 0053): 2,000 old ones in Córdoba, older than the slice, and 1,900 recent.
  const baticola = 'Baticola {n}';
  await insertAds({ count: 2_000, newestMinutesAgo: 35_000, everyMinutes: 1, provinceId: 'ES.51.CO', title: baticola });
  await insertAds({ count: 10_000, newestMinutesAgo: 0, everyMinutes: 1, provinceId: 'ES.51.SE', title: 'Manta {n}' });
  await insertAds({ count: 1_900, newestMinutesAgo: 3, everyMinutes: 5, provinceId: 'ES.51.SE', title: baticola });
  await insertAds({
    count: 475,
    newestMinutesAgo: 0,
    everyMinutes: 10,
    provinceId: 'ES.51.SE',
    title: 'Gualdrapa {n}',
  });
  await insertAds({
    count: 475,
    newestMinutesAgo: 5,
    everyMinutes: 10,
    provinceId: 'ES.51.SE',
    title: 'Gualdrapa gualdrapa {n}',
  });
  await getDb().execute(sql`analyze search_ads`);
  const cut = await moveRecentSlice(RULES);
  expect(cut.action).toBe('cut');
});

test('a count short of its sample in the slice, but far past it for the whole table, takes the slice as its sample', async () => {
  // The planner expects ~21,000 gualdrapas, half in the slice: the count looks there, finds 950,
  // short of the 1,001 it samples, but 950 in half the ads put the table near 1,900. Counted again
  // over every ad it would find 1,001 of the first in the table, the old ones of Córdoba.
  const result = await fresh(() => searchAds(searchCriteria({ q: 'gualdrapa' })));
  expect(result.totalIsEstimate).toBe(true);
  expect(result.facetsAreEstimates).toBe(true);
  expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  expect(result.facets.provinces.map((each) => each.key)).toEqual(['ES.51.SE']);
  expect(result.facets.provinces[0]?.count).toBe(result.total);
  // The page is exact all the same: the newest gualdrapas.
  expect(result.ads.map((ad) => ad.title)).toEqual([
    'Gualdrapa 1',
    'Gualdrapa gualdrapa 1',
    ...Array.from({ length: 11 }, (_, index) => [`Gualdrapa ${index + 2}`, `Gualdrapa gualdrapa ${index + 2}`]).flat(),
  ]);
});

test('a count of a few thousand matches reads the slice when its share of them stands for the table', async () => {
  // ~3,900 baticolas: half of them in the slice, 1,900, short of twice the sample there (the rule
  // before decision 0053, which counted over every ad: 1,001 of the first in the table, the old
  // ones of Córdoba), but past the sample, so the slice's are the sample.
  const result = await fresh(() => searchAds(searchCriteria({ q: 'baticola' })));
  expect(result.totalIsEstimate).toBe(true);
  expect(result.facets.provinces.map((each) => each.key)).toEqual(['ES.51.SE']);
  expect(result.total).toBeGreaterThan(2_500);
  expect(result.total).toBeLessThan(5_000);
});

test('a count whose matches in the slice may be all of them is counted again over every ad, exactly', async () => {
  // In Córdoba every gualdrapa is older than the slice: 0 there could be all of them, so the search
  // is counted again over every ad (1,001 of its 20,000, an estimate); counted from the slice alone
  // it would have found none.
  const inCordoba = await fresh(() => searchAds(searchCriteria({ q: 'gualdrapa', provinceId: 'ES.51.CO' })));
  expect(inCordoba.ads).toHaveLength(24);
  expect(inCordoba.total).toBeGreaterThan(EXACT_COUNT_LIMIT);

  // A word in 40 recent ads only: 40 in the slice could be all of them, so the count is exact.
  await insertAds({ count: 40, newestMinutesAgo: 2, everyMinutes: 7, provinceId: 'ES.51.SE', title: 'Cabezada {n}' });
  await getDb().execute(sql`analyze search_ads`);
  const few = await fresh(() => searchAds(searchCriteria({ q: 'cabezada' })));
  expect(few.total).toBe(40);
  expect(few.totalIsEstimate).toBe(false);
  expect(few.facetsAreEstimates).toBe(false);
});

test('a relevance page whose window of the newest ads came short is found in the slice, ranked over the newest matches', async () => {
  const text = await buildTextQuery(['gualdrapa']);
  if (!text) throw new Error('no query');
  // What relevance promises: the newest RANKED_CANDIDATES matches, ranked (decision 0014).
  const expected = async (offset: number) =>
    (
      await getDb().execute<{ id: string }>(sql`
        select id from (
          select id, published_at, rank_vector from search_ads
          where search_vector @@ ${text.tsquery}::tsquery order by published_at desc limit ${RANKED_CANDIDATES}
        ) as candidates
        order by ts_rank(rank_vector, ${text.tsquery}::tsquery) desc, published_at desc, id desc
        limit 24 offset ${offset}`)
    ).rows.map((row) => row.id);
  for (const page of [1, 3, 20]) {
    // The planner's ~21,000 matches make a window of the newest 5% of the ads, which holds ~340
    // gualdrapas: short of 500, but as dense as that they fill the slice.
    const statements = await sentStatements(() =>
      fresh(() => searchAds(searchCriteria({ q: 'gualdrapa', sort: 'relevance', page }))),
    );
    expect(statements.result.ads.map((ad) => ad.id)).toEqual(await expected((page - 1) * 24));
    // Two passes for the candidates, the window's and the slice's; none over every match.
    const candidates = statements.texts.filter((text) => text.includes('with candidates as'));
    expect(candidates).toHaveLength(2);
    expect(candidates.every((text) => /published_at >= \$\d+::timestamptz/.test(text))).toBe(true);
  }
  // The ranking is of the newest matches: the twice-said recent gualdrapas first.
  const first = await fresh(() => searchAds(searchCriteria({ q: 'gualdrapa', sort: 'relevance' })));
  expect(first.ads.every((ad) => ad.title.startsWith('Gualdrapa gualdrapa'))).toBe(true);
});
