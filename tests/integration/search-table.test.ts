import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { suspendUser, unsuspendUser } from '../../server/admin/admin-users.ts';
import { changeOwnAd, deleteOwnAd } from '../../server/ads/ad-lifecycle.ts';
import { getDb } from '../../server/db/client.ts';
import { classifieds, searchAds, users } from '../../server/db/tables.ts';
import { findProvinceBySlug, listTowns } from '../../server/geo/geography.ts';
import { pruneExpiredSearchRows } from '../../server/search/expired-search-rows.ts';
import { searchAds as runSearch } from '../../server/search/search-ads.ts';
import type { AdSearchCriteria } from '../../server/search/search-criteria.ts';
import { searchCriteria } from '../support/search-criteria.ts';

// The search reads `search_ads`, kept by triggers on `classifieds` and `users` (decision 0033):
// every way an ad enters or leaves what a guest sees must reach it in the same statement.

const sevilla = findProvinceBySlug('sevilla', 'ES');
const town = sevilla ? listTowns(sevilla.id).find((each) => each.slug === 'sevilla') : undefined;
if (!town) throw new Error('no Sevilla');

const DAY_MS = 24 * 60 * 60 * 1000;
let ownerId = '';
let adminId = '';

async function newUser(name: string) {
  const user = await createUser({
    email: `search-table-${randomBytes(4).toString('hex')}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('no user');
  return user;
}

async function insertAd(values: Partial<typeof classifieds.$inferInsert> & { title: string }): Promise<string> {
  const [row] = await getDb()
    .insert(classifieds)
    .values({
      slug: `search-table-${randomBytes(4).toString('hex')}`,
      ownerId,
      status: 'approved',
      type: 'offer',
      subcategoryKey: 'sport_horses',
      price: 4200,
      language: 'es',
      countryCode: 'ES',
      communityId: 'ES.51',
      provinceId: 'ES.51.SE',
      townId: town?.id,
      lat: town?.lat,
      lng: town?.lng,
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * DAY_MS),
      ...values,
    })
    .returning({ id: classifieds.id });
  if (!row) throw new Error('no ad');
  return row.id;
}

async function searchRow(id: string) {
  const [row] = await getDb().select().from(searchAds).where(eq(searchAds.id, id));
  return row;
}

async function found(q: string, overrides: Partial<AdSearchCriteria> = {}): Promise<string[]> {
  const result = await runSearch(searchCriteria({ q, pageSize: 50, ...overrides }));
  return result.ads.map((ad) => ad.id);
}

beforeAll(async () => {
  ownerId = (await newUser('Jaume Ferrer')).id;
  const admin = await newUser('Equipo Galope');
  await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  adminId = admin.id;
});

describe('the search table', () => {
  test('holds an approved ad with the columns the search needs, and no draft or pending ad', async () => {
    const approved = await insertAd({
      title: 'Yegua torda andaluza',
      description: 'Muy mansa con los niños.',
      filterValues: { raza: ['pura-raza-espanola'] },
    });
    const pending = await insertAd({ title: 'Yegua torda pendiente', status: 'pending' });
    const draft = await insertAd({ title: 'Yegua torda borrador', status: 'draft' });
    const row = await searchRow(approved);
    expect(row).toMatchObject({
      subcategoryKey: 'sport_horses',
      provinceId: 'ES.51.SE',
      townId: town?.id,
      price: 4200,
      sold: false,
      filterTags: ['raza/pura-raza-espanola'],
    });
    // The ranking vector keeps the title and attributes, not the description.
    expect(row?.rankVector).toContain("'tord'");
    expect(row?.rankVector).not.toContain('mans');
    expect(row?.searchVector).toContain('mans');
    expect(await searchRow(pending)).toBeUndefined();
    expect(await searchRow(draft)).toBeUndefined();
  });

  test('follows an edit, hiding, activating, selling and deleting', async () => {
    const id = await insertAd({ title: 'Potro alazán de tres años' });
    expect(await found('alazan')).toContain(id);
    await getDb()
      .update(classifieds)
      .set({ title: 'Potro castaño de tres años', price: 3900 })
      .where(eq(classifieds.id, id));
    expect(await found('alazan')).not.toContain(id);
    expect(await found('castano potro')).toContain(id);
    expect((await searchRow(id))?.price).toBe(3900);

    expect(await changeOwnAd({ ownerId, adId: id, action: 'hide' })).toBe(true);
    expect(await searchRow(id)).toBeUndefined();
    expect(await changeOwnAd({ ownerId, adId: id, action: 'activate' })).toBe(true);
    expect(await found('castano potro')).toContain(id);

    expect(await changeOwnAd({ ownerId, adId: id, action: 'sold' })).toBe(true);
    expect((await searchRow(id))?.sold).toBe(true);
    expect(await found('castano potro')).not.toContain(id);
    expect(await found('castano potro', { includeSold: true })).toContain(id);

    expect(await deleteOwnAd({ ownerId, adId: id })).toBe(true);
    expect(await searchRow(id)).toBeUndefined();
  });

  test('an expired ad is not found, leaves the table with its next write or the prune job, and comes back renewed', async () => {
    const written = await insertAd({ title: 'Carro de paseo caducado', expiresAt: new Date(Date.now() - DAY_MS) });
    expect(await searchRow(written)).toBeUndefined();

    // Time passes without a write: the row stays, unseen, until the job.
    const lapsed = await insertAd({ title: 'Calesa de paseo caducada' });
    const kept = await insertAd({ title: 'Calesa de paseo vigente' });
    await getDb().execute(sql`update search_ads set expires_at = now() - interval '1 minute' where id = ${lapsed}`);
    expect(await found('calesa paseo')).toEqual([kept]);
    expect(await pruneExpiredSearchRows(1)).toBeGreaterThanOrEqual(1);
    expect(await searchRow(lapsed)).toBeUndefined();
    expect(await searchRow(kept)).toBeDefined();

    // Renewing (activating an expired ad) writes it back for another period.
    await getDb()
      .update(classifieds)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(classifieds.id, lapsed));
    expect(await changeOwnAd({ ownerId, adId: lapsed, action: 'activate' })).toBe(true);
    expect((await searchRow(lapsed))?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await found('calesa paseo')).sort()).toEqual([kept, lapsed].sort());
  });

  test('a suspended owner’s ads leave the search and come back when the suspension is lifted', async () => {
    const seller = await newUser('Vendedor Suspendido');
    const saved = ownerId;
    ownerId = seller.id;
    const id = await insertAd({ title: 'Poni shetland suspendido' });
    ownerId = saved;
    expect(await found('shetland suspendido')).toEqual([id]);
    const admin = { id: adminId, role: 'admin' as const };
    expect((await suspendUser({ admin, userId: seller.id, reason: 'Anuncios fraudulentos' })).ok).toBe(true);
    expect(await searchRow(id)).toBeUndefined();
    expect(await found('shetland suspendido')).toEqual([]);
    expect((await unsuspendUser({ admin, userId: seller.id })).ok).toBe(true);
    expect(await found('shetland suspendido')).toEqual([id]);
  });

  test('an unrelated update of many ads writes nothing', async () => {
    const id = await insertAd({ title: 'Silla vaquera sin cambios' });
    const before = await getDb().execute<{ xmin: string }>(sql`select xmin::text from search_ads where id = ${id}`);
    await getDb().update(classifieds).set({ expiryRemindedAt: new Date() }).where(eq(classifieds.ownerId, ownerId));
    const after = await getDb().execute<{ xmin: string }>(sql`select xmin::text from search_ads where id = ${id}`);
    expect(after.rows[0]?.xmin).toBe(before.rows[0]?.xmin);
  });

  test('keeps a long ad’s search vectors whole in its row, uncompressed (decision 0089)', async () => {
    // A description of some 200 distinct words: with PostgreSQL's default TOAST target its vector
    // was compressed or moved out of the row, and every search test of the ad decompressed it.
    const words = Array.from({ length: 200 }, (_, index) => `palabra${index.toString(36)}x${index}`);
    const id = await insertAd({ title: 'Caballo de descripción larga', description: words.join(' ') });
    const { rows } = await getDb().execute<{ size: number; compression: string | null; inline: boolean }>(sql`
      select pg_column_size(search_vector) as size, pg_column_compression(search_vector) as compression,
        pg_column_toast_chunk_id(search_vector) is null as inline
      from search_ads where id = ${id}`);
    expect(rows[0]?.size).toBeGreaterThan(2_500);
    expect(rows[0]?.compression).toBeNull();
    expect(rows[0]?.inline).toBe(true);
  });
});
