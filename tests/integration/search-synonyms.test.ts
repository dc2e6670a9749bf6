import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locale } from '../../common/locale/locales.ts';
import { createUser } from '../../server/accounts/users.ts';
import { saveContent } from '../../server/admin/content/content-editor.ts';
import { getDb } from '../../server/db/client.ts';
import { classifieds, users } from '../../server/db/tables.ts';
import { findTownById, listTowns } from '../../server/geo/geography.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import { findSearchesMatchingAd } from '../../server/search/searches-matching-ad.ts';
import { searchCriteria } from '../support/search-criteria.ts';

// Issue 28, item 3: synonyms in the four languages as catalogue data an administrator can add to
// (server/catalogue/data/search-synonyms.ts), the reader's language first on a tie, and each ad's
// subcategory's name in its text (drizzle/0028_search_synonyms.sql).

let ownerId = '';
let published = Date.now() - 60 * 60 * 1000;
const ads: Record<string, { slug: string; id: string }> = {};

async function insertAd(name: string, seed: { title: string; language: Locale; subcategoryKey: string }) {
  const town = listTowns('ES.51.SE')[0];
  if (!town) throw new Error('no town');
  published += 60 * 1000;
  const slug = `${name}-${randomBytes(3).toString('hex')}`;
  const [row] = await getDb()
    .insert(classifieds)
    .values({
      slug,
      ownerId,
      status: 'approved',
      active: true,
      type: 'offer',
      subcategoryKey: seed.subcategoryKey,
      title: seed.title,
      description: 'Sin más.',
      price: 3000,
      language: seed.language,
      countryCode: 'ES',
      communityId: 'ES.51',
      provinceId: findTownById(town.id)?.province ?? '',
      townId: town.id,
      lat: town.lat,
      lng: town.lng,
      filterValues: {},
      publishedAt: new Date(published),
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: classifieds.id });
  if (!row) throw new Error('ad not inserted');
  ads[name] = { slug, id: row.id };
}

beforeAll(async () => {
  const owner = await createUser({
    email: `synonyms-${Date.now()}@example.test`,
    name: 'Rosa Pardo',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!owner) throw new Error('no owner');
  ownerId = owner.id;
  // No filter values: only the words of the titles (and the subcategories' names) are there.
  await insertAd('greyMare', { title: 'Grey mare, kind and sound', language: 'en', subcategoryKey: 'leisure_horses' });
  await insertAd('yegua', { title: 'Yegua torda muy noble', language: 'es', subcategoryKey: 'leisure_horses' });
  await insertAd('euga', { title: 'Euga torda molt noble', language: 'ca', subcategoryKey: 'leisure_horses' });
  await insertAd('trailer', {
    title: 'Remolque para yegua y potro',
    language: 'es',
    subcategoryKey: 'trailers_and_horseboxes',
  });
  await insertAd('farrier', { title: 'Ferração e podologia', language: 'pt', subcategoryKey: 'farriers' });
  await insertAd('jaca', { title: 'Jaca galega de monte', language: 'es', subcategoryKey: 'leisure_horses' });
});

const slugsFor = async (q: string, locale: Locale) =>
  (await searchAds(searchCriteria({ q, locale, sort: 'relevance', pageSize: 50 }))).ads.map((ad) => ad.slug);
const names = (slugs: string[]) =>
  slugs.flatMap((slug) => Object.entries(ads).flatMap(([name, ad]) => (ad.slug === slug ? [name] : [])));

describe('synonyms across the four languages', () => {
  test("a reader of /en typing 'mare' finds the Spanish 'yegua' and the Catalan 'euga', their own language first", async () => {
    const found = names(await slugsFor('mare', 'en'));
    expect(found.slice(0, 3).sort()).toEqual(['euga', 'greyMare', 'yegua']);
    // The three tie (the word in the title, a horse); English first though the others are newer.
    expect(found[0]).toBe('greyMare');
    expect(
      names(await slugsFor('égua', 'pt'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['euga', 'greyMare', 'yegua']);
    expect(names(await slugsFor('yegua', 'ca'))[0]).toBe('euga');
    expect(names(await slugsFor('yegua', 'es'))[0]).toBe('yegua');
  });

  test('where a thing is listed ranks first: horses above a trailer for a mare', async () => {
    const found = names(await slugsFor('yegua', 'es'));
    expect(found).toContain('trailer');
    expect(found.indexOf('trailer')).toBeGreaterThan(found.indexOf('euga'));
  });

  test("an ad's subcategory's name is in its text: 'farrier' finds 'Ferração e podologia'", async () => {
    expect(names(await slugsFor('farrier', 'en'))).toEqual(['farrier']);
    expect(names(await slugsFor('herrador', 'es'))).toEqual(['farrier']);
  });

  test('an administrator adds a synonym: searches and alerts use it at once', async () => {
    expect(names(await slugsFor('cob', 'en'))).not.toContain('jaca');
    const [admin] = await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, ownerId)).returning();
    if (!admin) throw new Error('no admin');
    const saved = await saveContent({
      admin,
      type: 'search-synonyms',
      input: {
        key: 'cob',
        terms: { es: 'jaca', en: 'cob', ca: 'jaca', pt: 'garrano' },
        rankedIn: ['leisure_horses'],
        position: '100',
      },
    });
    expect(saved).toEqual({ ok: true, key: 'cob' });
    expect(names(await slugsFor('cob', 'en'))).toEqual(['jaca']);
    const search = { key: 'cobs', criteria: searchCriteria({ q: 'cob', locale: 'en' }) };
    expect(await findSearchesMatchingAd({ adId: ads.jaca?.id ?? '', searches: [search] })).toEqual(['cobs']);
    expect(await findSearchesMatchingAd({ adId: ads.yegua?.id ?? '', searches: [search] })).toEqual([]);
  });
});
