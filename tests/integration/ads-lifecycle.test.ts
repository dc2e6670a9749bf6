import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { DetailsValues } from '../../common/ads/ad-schemas.ts';

// The media store reads its folder once, at first use: point it at a folder of this file's own.
process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-ads-'));

const { createUser, findUserById } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { removeMedia } = await import('../../server/ads/ad-media.ts');
const { approveAd, changeOwnAd, deleteAdByAdministration, deleteOwnAd, refuseAd, submitAd } = await import(
  '../../server/ads/ad-lifecycle.ts'
);
const { VISIBLE } = await import('../../server/ads/ad-visibility.ts');
const { findAdPage } = await import('../../server/ads/ad-page-view.ts');
const { countPendingAds, listPendingAds } = await import('../../server/ads/moderation-queue.ts');
const { composeModerationReason } = await import('../../common/ads/moderation-reason.ts');
const { listOwnAds } = await import('../../server/ads/own-ads.ts');
const { getDb } = await import('../../server/db/client.ts');
const {
  classifiedMedia,
  classifieds,
  notifications,
  searchAds: searchAdsTable,
  users,
} = await import('../../server/db/tables.ts');
const { findProvinceBySlug, listTowns } = await import('../../server/geo/geography.ts');
const { userContext } = await import('../../server/http/request-context.ts');
const { addFavourite } = await import('../../server/engagement/favourites.ts');
const { searchAds } = await import('../../server/search/search-ads.ts');
const { searchCriteria } = await import('../support/search-criteria.ts');
const { requireAdmin } = await import('../../app/lib/route-guards.server.ts');
const moderationPage = await import('../../app/routes/admin-moderation.tsx');

const DAY_MS = 24 * 60 * 60 * 1000;
const sevilla = findProvinceBySlug('sevilla', 'ES');
if (!sevilla) throw new Error('Sevilla is missing from the geography');
const towns = listTowns(sevilla.id);
const town = towns.find((each) => each.slug === 'sevilla') ?? towns[0];
if (!town) throw new Error('Sevilla has no towns');

let counter = 0;
async function newUser(name = 'Lucía Romero') {
  counter += 1;
  const user = await createUser({
    email: `ads${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

async function newAdmin() {
  const admin = await newUser('Equipo Galope');
  await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}

/** A draft filled through the same steps as the posting form, with one ready photo. */
async function completeDraft(ownerId: string, title = 'Yegua PRE torda de seis años') {
  const draft = await createDraft({ ownerId, language: 'es', type: 'offer' });
  const adId = draft.id;
  expect((await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' })).ok).toBe(true);
  const details = await saveAdDetails({
    ownerId,
    adId,
    values: {
      title,
      description: 'Yegua muy noble, domada a la vaquera y con salida a concurso. Se enseña en Sevilla.',
      price: 12_500,
      filters: { sexo: 'yegua' },
    },
  });
  expect(details.ok).toBe(true);
  expect((await saveAdLocation({ ownerId, adId, province: sevilla?.id ?? '', town: town?.slug })).ok).toBe(true);
  await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320] });
  return adId;
}

async function submitted(ownerId: string, title?: string) {
  const adId = await completeDraft(ownerId, title);
  const result = await submitAd({ ownerId, adId });
  if (!result.ok) throw new Error(`not submitted: ${JSON.stringify(result.missing)}`);
  return result.ad;
}

async function approved(ownerId: string, title?: string) {
  const ad = await submitted(ownerId, title);
  const done = await approveAd({ adId: ad.id });
  if (!done) throw new Error('not approved');
  return done;
}

async function adRow(adId: string) {
  const [row] = await getDb().select().from(classifieds).where(eq(classifieds.id, adId));
  return row;
}

async function isVisible(adId: string) {
  const rows = await getDb()
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.id, adId), VISIBLE));
  return rows.length === 1;
}

/** A word no other ad in the database has, to find one ad by searching. */
function uniqueWord() {
  return Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Whether a guest's search for `q` finds the ad (the search reads its own table, decision 0033). */
async function foundBySearch(adId: string, q: string) {
  const result = await searchAds(searchCriteria({ q, pageSize: 50 }));
  return result.ads.some((ad) => ad.id === adId);
}

/** The edit form's steps posted again as the ad stands, with `changes` on the details step, then its last button. */
async function editAll(ad: Awaited<ReturnType<typeof approved>>, changes: Partial<DetailsValues> = {}) {
  const ownerId = ad.ownerId;
  expect((await saveAdSubcategory({ ownerId, adId: ad.id, subcategory: ad.subcategoryKey ?? '' })).ok).toBe(true);
  const details = await saveAdDetails({
    ownerId,
    adId: ad.id,
    values: {
      title: ad.title,
      // A browser posts a textarea's line breaks as CRLF.
      description: ad.description.replace(/\n/g, '\r\n'),
      price: ad.price ?? undefined,
      filters: ad.filterValues,
      ...changes,
    },
  });
  expect(details.ok).toBe(true);
  const location = await saveAdLocation({
    ownerId,
    adId: ad.id,
    province: ad.provinceId ?? '',
    town: town?.slug,
    lat: ad.lat ?? undefined,
    lng: ad.lng ?? undefined,
  });
  expect(location.ok).toBe(true);
  const sent = await submitAd({ ownerId, adId: ad.id });
  if (!sent.ok) throw new Error(`not saved: ${JSON.stringify(sent.missing)}`);
  return sent.ad;
}

async function notificationsOf(userId: string) {
  return getDb().select().from(notifications).where(eq(notifications.userId, userId));
}

async function listIds(ownerId: string, list: 'active' | 'draft' | 'inactive') {
  return (await listOwnAds({ ownerId, list, locale: 'en' })).map((ad) => ad.id);
}

describe('sending an ad to review', () => {
  test('an incomplete draft is refused with the keys of what it lacks', async () => {
    const owner = await newUser();
    const draft = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    const result = await submitAd({ ownerId: owner.id, adId: draft.id });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.missing).sort()).toEqual(['description', 'photos', 'province', 'subcategory', 'title']);
    expect((await adRow(draft.id))?.status).toBe('draft');
  });

  test('a complete ad waits for approval under a readable slug, hidden from the public', async () => {
    const owner = await newUser();
    const ad = await submitted(owner.id);
    expect(ad.status).toBe('pending');
    expect(ad.submittedAt).toBeInstanceOf(Date);
    expect(ad.slug).toMatch(/^yegua-pre-torda-de-seis-anos-[a-z0-9-]*[a-z0-9]{6}$/);
    expect(ad.slug).toContain(town?.slug ?? '');
    expect(await isVisible(ad.id)).toBe(false);
    const active = await listOwnAds({ ownerId: owner.id, list: 'active', locale: 'en' });
    expect(active).toEqual([
      expect.objectContaining({
        id: ad.id,
        status: 'pending',
        state: 'pending',
        price: '€12,500',
        editPath: `/s/${ad.slug}/edit`,
        publicPath: null,
        updatedAt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      }),
    ]);
    expect(active[0]?.cover?.webpSrcset).toContain('-320.webp 320w');
  });

  test('another user can neither send nor see it', async () => {
    const owner = await newUser();
    const stranger = await newUser('Pablo Ruiz');
    const adId = await completeDraft(owner.id);
    expect((await submitAd({ ownerId: stranger.id, adId })).ok).toBe(false);
    expect((await adRow(adId))?.status).toBe('draft');
    expect(await listIds(stranger.id, 'draft')).toEqual([]);
    expect(await listIds(owner.id, 'draft')).toEqual([adId]);
  });
});

describe('the moderation queue', () => {
  test('lists pending ads oldest first, with what a moderator needs', async () => {
    const owner = await newUser('Carmen Vidal');
    const first = await submitted(owner.id, 'Caballo cruzado para paseo');
    const second = await submitted(owner.id, 'Potro lusitano de dos años');
    const queue = await listPendingAds({ locale: 'en', limit: 100 });
    const ids = queue.map((ad) => ad.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(await countPendingAds()).toBeGreaterThanOrEqual(2);
    const entry = queue.find((ad) => ad.id === first.id);
    expect(entry).toMatchObject({
      slug: first.slug,
      title: 'Caballo cruzado para paseo',
      type: 'offer',
      subcategory: expect.any(String),
      price: '€12,500',
      place: expect.stringContaining(town?.name ?? ''),
      submittedAt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      excerpt: expect.stringContaining('Yegua muy noble'),
      owner: { name: 'Carmen Vidal', slug: owner.slug, memberSince: expect.any(String), refusals: 0, published: 0 },
    });
    expect(entry?.photos).toHaveLength(1);
  });
});

describe('administration decides', () => {
  test('approving makes the ad public for 90 days and tells the owner', async () => {
    const owner = await newUser();
    const ad = await submitted(owner.id);
    const before = Date.now();
    const done = await approveAd({ adId: ad.id });
    expect(done?.status).toBe('approved');
    expect(await isVisible(ad.id)).toBe(true);
    const expiresAt = done?.expiresAt?.getTime() ?? 0;
    expect(Math.abs(expiresAt - (before + 90 * DAY_MS))).toBeLessThan(60_000);
    expect(await notificationsOf(owner.id)).toEqual([
      expect.objectContaining({
        type: 'classified_accepted',
        data: expect.objectContaining({ classified: expect.objectContaining({ slug: ad.slug, title: ad.title }) }),
      }),
    ]);
    const [row] = await listOwnAds({ ownerId: owner.id, list: 'active', locale: 'es' });
    expect(row).toMatchObject({ state: 'published', publicPath: `/s/${ad.slug}` });
    expect(row?.expiresAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Only a pending ad can be approved.
    expect(await approveAd({ adId: ad.id })).toBeUndefined();
  });

  test('refusing keeps the reason for the owner, tells them and counts against the seller', async () => {
    const owner = await newUser();
    const ad = await submitted(owner.id);
    const reason = composeModerationReason({
      reason: 'contact_in_photos',
      note: 'Quita el teléfono de la tercera foto.',
    });
    const refused = await refuseAd({ adId: ad.id, reason });
    expect(refused).toMatchObject({ status: 'refused', moderationReason: reason });
    expect(await isVisible(ad.id)).toBe(false);
    expect(await notificationsOf(owner.id)).toEqual([
      expect.objectContaining({ type: 'classified_refused', data: expect.objectContaining({ reason }) }),
    ]);
    expect(await listIds(owner.id, 'active')).toEqual([]);
    const [draft] = await listOwnAds({ ownerId: owner.id, list: 'draft', locale: 'es' });
    expect(draft).toMatchObject({
      id: ad.id,
      state: 'refused',
      moderationReason: { key: 'moderation.reason.contact_in_photos', note: 'Quita el teléfono de la tercera foto.' },
    });
    const next = await submitted(owner.id, 'Silla de doma casi nueva');
    const entry = (await listPendingAds({ locale: 'es', limit: 100 })).find((each) => each.id === next.id);
    expect(entry?.owner.refusals).toBe(1);
  });

  test('a refused ad can be fixed and sent again', async () => {
    const owner = await newUser();
    const ad = await submitted(owner.id);
    await refuseAd({ adId: ad.id, reason: composeModerationReason({ reason: 'wrong_category' }) });
    const again = await submitAd({ ownerId: owner.id, adId: ad.id });
    expect(again.ok && again.ad).toMatchObject({ status: 'pending', moderationReason: null, slug: ad.slug });
  });

  test('deleting moves the ad to the owner’s inactive list with the reason, for good', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    const reason = composeModerationReason({ reason: 'suspected_scam' });
    expect((await deleteAdByAdministration({ adId: ad.id, reason }))?.status).toBe('deleted');
    expect(await isVisible(ad.id)).toBe(false);
    expect(await listIds(owner.id, 'active')).toEqual([]);
    const [inactive] = await listOwnAds({ ownerId: owner.id, list: 'inactive', locale: 'en' });
    expect(inactive).toMatchObject({
      id: ad.id,
      state: 'deleted',
      moderationReason: { key: 'moderation.reason.suspected_scam', note: null },
      editPath: null,
      publicPath: null,
    });
    expect((await notificationsOf(owner.id)).map((each) => each.type).sort()).toEqual([
      'classified_accepted',
      'classified_deleted',
    ]);
    // The owner cannot bring it back.
    expect(await changeOwnAd({ ownerId: owner.id, adId: ad.id, action: 'activate' })).toBe(false);
    expect((await submitAd({ ownerId: owner.id, adId: ad.id })).ok).toBe(false);
  });
});

describe('the owner’s switches', () => {
  test('hide, activate and sold move the ad between the lists', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    expect(await listIds(owner.id, 'active')).toEqual([ad.id]);

    expect(await changeOwnAd({ ownerId: owner.id, adId: ad.id, action: 'hide' })).toBe(true);
    expect(await listIds(owner.id, 'active')).toEqual([]);
    expect(await listOwnAds({ ownerId: owner.id, list: 'inactive', locale: 'en' })).toEqual([
      expect.objectContaining({ id: ad.id, state: 'hidden', active: false }),
    ]);
    expect(await isVisible(ad.id)).toBe(false);

    expect(await changeOwnAd({ ownerId: owner.id, adId: ad.id, action: 'activate' })).toBe(true);
    expect(await listIds(owner.id, 'inactive')).toEqual([]);
    expect(await isVisible(ad.id)).toBe(true);

    expect(await changeOwnAd({ ownerId: owner.id, adId: ad.id, action: 'sold' })).toBe(true);
    expect(await listOwnAds({ ownerId: owner.id, list: 'active', locale: 'en' })).toEqual([
      // Sold, not published: buyers find it gone.
      expect.objectContaining({ id: ad.id, state: 'sold', reserved: false }),
    ]);
  });

  test('an expired ad is inactive until the owner activates it again', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    await getDb()
      .update(classifieds)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(classifieds.id, ad.id));
    expect(await listIds(owner.id, 'active')).toEqual([]);
    expect(await listOwnAds({ ownerId: owner.id, list: 'inactive', locale: 'en' })).toEqual([
      expect.objectContaining({ id: ad.id, state: 'expired' }),
    ]);
    expect(await changeOwnAd({ ownerId: owner.id, adId: ad.id, action: 'activate' })).toBe(true);
    expect(await listIds(owner.id, 'active')).toEqual([ad.id]);
    expect((await adRow(ad.id))?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 89 * DAY_MS);
  });

  test('another user’s switches and delete answer false and change nothing', async () => {
    const owner = await newUser();
    const stranger = await newUser('Pablo Ruiz');
    const ad = await approved(owner.id);
    for (const action of ['hide', 'activate', 'sold', 'unsold'] as const) {
      expect(await changeOwnAd({ ownerId: stranger.id, adId: ad.id, action })).toBe(false);
    }
    expect(await deleteOwnAd({ ownerId: stranger.id, adId: ad.id })).toBe(false);
    const row = await adRow(ad.id);
    expect(row).toMatchObject({ status: 'approved', active: true, soldAt: null, updatedAt: ad.updatedAt });
    expect(await isVisible(ad.id)).toBe(true);
  });

  test('the owner deletes their ad for good', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    expect(await deleteOwnAd({ ownerId: owner.id, adId: ad.id })).toBe(true);
    expect(await adRow(ad.id)).toBeUndefined();
    for (const list of ['active', 'draft', 'inactive'] as const) expect(await listIds(owner.id, list)).toEqual([]);
  });

  test('changing the title of an approved ad keeps the approved version public while the change waits', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    const edit = await saveAdDetails({
      ownerId: owner.id,
      adId: ad.id,
      values: { title: 'Yegua PRE torda, siete años', description: ad.description, price: 12_000 },
    });
    // The owner sees what they wrote; buyers the approved title, with the new price at once.
    expect(edit.ok && edit.ad).toMatchObject({
      status: 'approved',
      title: 'Yegua PRE torda, siete años',
      price: 12_000,
      awaitingReview: true,
    });
    expect(await adRow(ad.id)).toMatchObject({ status: 'approved', title: ad.title, price: 12_000 });
    expect(await isVisible(ad.id)).toBe(true);
    expect(await listOwnAds({ ownerId: owner.id, list: 'active', locale: 'en' })).toEqual([
      expect.objectContaining({ id: ad.id, state: 'published', changesWaiting: true }),
    ]);
    const queued = (await listPendingAds({ locale: 'en', limit: 500 })).find((each) => each.id === ad.id);
    expect(queued).toMatchObject({
      title: 'Yegua PRE torda, siete años',
      revision: { changes: ['posting.field.title'], publicTitle: ad.title },
    });
    // The moderator's search finds the change by its new title.
    const found = await listPendingAds({ locale: 'en', limit: 500, query: 'torda, siete' });
    expect(found.map((each) => each.id)).toContain(ad.id);
    expect(await countPendingAds({ query: 'torda, siete' })).toBeGreaterThanOrEqual(1);
    // Written back as it was approved, nothing waits any more.
    await saveAdDetails({
      ownerId: owner.id,
      adId: ad.id,
      values: { title: ad.title, description: ad.description, price: 12_000 },
    });
    expect((await listPendingAds({ locale: 'en', limit: 500 })).map((each) => each.id)).not.toContain(ad.id);
  });

  test('moving an approved ad to another subcategory waits for review; moving it back withdraws the move', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    const moved = await saveAdSubcategory({ ownerId: owner.id, adId: ad.id, subcategory: 'leisure_horses' });
    expect(moved.ok && moved.ad).toMatchObject({ status: 'approved', subcategoryKey: 'leisure_horses' });
    expect(await adRow(ad.id)).toMatchObject({ subcategoryKey: 'sport_horses', filterValues: ad.filterValues });
    expect(await isVisible(ad.id)).toBe(true);
    const queued = (await listPendingAds({ locale: 'en', limit: 500 })).find((each) => each.id === ad.id);
    expect(queued?.revision?.changes).toContain('posting.step.category');
    await saveAdSubcategory({ ownerId: owner.id, adId: ad.id, subcategory: 'sport_horses' });
    expect((await listPendingAds({ locale: 'en', limit: 500 })).map((each) => each.id)).not.toContain(ad.id);
  });

  test('changing only the price of an approved ad keeps it public and found, and tells those who saved it', async () => {
    const owner = await newUser();
    const buyer = await newUser('Rocío Compradora');
    const word = uniqueWord();
    const ad = await approved(owner.id, `Yegua PRE torda ${word}`);
    expect((await addFavourite({ userId: buyer.id, slug: ad.slug })).ok).toBe(true);
    const saved = await editAll(ad, { price: 11_000 });
    expect(saved).toMatchObject({ status: 'approved', price: 11_000 });
    expect(await adRow(ad.id)).toMatchObject({ status: 'approved', price: 11_000, expiresAt: ad.expiresAt });
    expect(await isVisible(ad.id)).toBe(true);
    expect(await foundBySearch(ad.id, word)).toBe(true);
    const [row] = await getDb().select().from(searchAdsTable).where(eq(searchAdsTable.id, ad.id));
    expect(row?.price).toBe(11_000);
    expect((await listPendingAds({ locale: 'en', limit: 500 })).map((each) => each.id)).not.toContain(ad.id);
    const alerts = (await notificationsOf(buyer.id)).filter((each) => each.type === 'favourite_price_dropped');
    expect(alerts).toHaveLength(1);
  });

  test('an approved ad saved again with nothing changed is left exactly as it was', async () => {
    const owner = await newUser();
    const word = uniqueWord();
    const ad = await approved(owner.id, `Yegua PRE torda ${word}`);
    await getDb()
      .update(classifieds)
      .set({ description: `${ad.description}\nSegunda línea.`, updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(classifieds.id, ad.id));
    const before = await adRow(ad.id);
    if (!before) throw new Error('no ad');
    const saved = await editAll(before);
    expect(saved.status).toBe('approved');
    expect(await adRow(ad.id)).toEqual(before);
    expect(await isVisible(ad.id)).toBe(true);
    expect(await foundBySearch(ad.id, word)).toBe(true);
  });

  test('a title changed through the edit form is published on approval; the old one is found until then', async () => {
    const owner = await newUser();
    const word = uniqueWord();
    const fresh = uniqueWord();
    const ad = await approved(owner.id, `Yegua PRE torda ${word}`);
    const saved = await editAll(ad, { title: `Yegua PRE torda ${fresh} rebajada` });
    expect(saved.status).toBe('approved');
    expect(await isVisible(ad.id)).toBe(true);
    expect(await foundBySearch(ad.id, word)).toBe(true);
    expect(await foundBySearch(ad.id, fresh)).toBe(false);
    // The guest's page data carries the approved words only.
    const page = await findAdPage({ slug: ad.slug, locale: 'en', viewer: null });
    expect(page?.title).toBe(ad.title);
    expect(JSON.stringify(page)).not.toContain(fresh);

    const done = await approveAd({ adId: ad.id });
    expect(done).toMatchObject({ status: 'approved', title: `Yegua PRE torda ${fresh} rebajada` });
    // Its period and first publication stay; the search follows the new words.
    expect(await adRow(ad.id)).toMatchObject({ expiresAt: ad.expiresAt, publishedAt: ad.publishedAt });
    expect(await foundBySearch(ad.id, fresh)).toBe(true);
    expect(await foundBySearch(ad.id, word)).toBe(false);
    expect((await listPendingAds({ locale: 'en', limit: 500 })).map((each) => each.id)).not.toContain(ad.id);
    expect((await notificationsOf(owner.id)).map((each) => each.content)).toContain('notifications.changes_accepted');
    expect(await approveAd({ adId: ad.id })).toBeUndefined();
  });

  test('a refused change is dropped: the approved version stays and the owner hears why', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    const saved = await editAll(ad, { horseName: 'Llámame al 600 000 000' });
    expect(saved.status).toBe('approved');
    expect((await adRow(ad.id))?.horseName).toBeNull();
    const reason = composeModerationReason({ reason: 'other', note: 'Sin teléfonos en el nombre.' });
    const refused = await refuseAd({ adId: ad.id, reason });
    expect(refused).toMatchObject({ status: 'approved', horseName: null });
    expect(await isVisible(ad.id)).toBe(true);
    const [own] = await listOwnAds({ ownerId: owner.id, list: 'active', locale: 'en' });
    expect(own).toMatchObject({ id: ad.id, state: 'published', changesWaiting: false });
    const told = (await notificationsOf(owner.id)).find((each) => each.content === 'notifications.changes_refused');
    expect(told?.data).toMatchObject({ reason });
    expect((await listPendingAds({ locale: 'en', limit: 500 })).map((each) => each.id)).not.toContain(ad.id);
  });

  test('a photo change on an approved ad is public at once and put before a moderator; refusing it refuses the ad', async () => {
    const owner = await newUser();
    const ad = await approved(owner.id);
    const [photo] = await getDb().select().from(classifiedMedia).where(eq(classifiedMedia.classifiedId, ad.id));
    expect(await removeMedia({ ownerId: owner.id, mediaId: photo?.id ?? '' })).toBe(true);
    expect(await isVisible(ad.id)).toBe(true);
    const queued = (await listPendingAds({ locale: 'en', limit: 500 })).find((each) => each.id === ad.id);
    expect(queued?.revision?.changes).toEqual(['posting.step.media']);
    const refused = await refuseAd({ adId: ad.id, reason: composeModerationReason({ reason: 'wrong_category' }) });
    expect(refused?.status).toBe('refused');
    expect(await isVisible(ad.id)).toBe(false);
  });
});

describe('details are checked against the catalogue', () => {
  test('filter values of another subcategory and unknown items are dropped', async () => {
    const owner = await newUser();
    const adId = await completeDraft(owner.id);
    const saved = await saveAdDetails({
      ownerId: owner.id,
      adId,
      values: {
        title: 'Caballo de salto',
        description: 'Caballo de salto con experiencia en pruebas de 1,20 m.',
        price: 9_000,
        filters: { sexo: ['castrado', 'unicornio'], talla: 'm', 'no-such-filter': 'x' },
      },
    });
    expect(saved.ok && saved.ad.filterValues).toEqual({ sexo: ['castrado'] });
  });

  test('a subcategory without price drops the price', async () => {
    const owner = await newUser();
    const adId = await completeDraft(owner.id);
    expect((await saveAdSubcategory({ ownerId: owner.id, adId, subcategory: 'retired_horses' })).ok).toBe(true);
    const saved = await saveAdDetails({
      ownerId: owner.id,
      adId,
      values: {
        title: 'Caballo jubilado busca prado',
        description: 'Caballo mayor y tranquilo, busca un buen sitio para retirarse.',
        price: 500,
      },
    });
    expect(saved.ok && saved.ad.price).toBeNull();
  });
});

function guardArgs(user: Awaited<ReturnType<typeof findUserById>> | null) {
  const context = new RouterContextProvider();
  context.set(userContext, user ?? null);
  return { context, url: new URL('http://localhost/en/admin/moderation') };
}

describe('the administration guard', () => {
  function thrown(guard: () => unknown) {
    try {
      guard();
    } catch (error) {
      return error;
    }
    throw new Error('expected the guard to throw');
  }

  test('sends a guest home, answers 404 to a user and lets an administrator in', async () => {
    const guest = thrown(() => requireAdmin(guardArgs(null))) as Response;
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/en');

    const user = await findUserById((await newUser()).id);
    expect(thrown(() => requireAdmin(guardArgs(user)))).toMatchObject({ init: { status: 404 } });

    const admin = await findUserById((await newAdmin()).id);
    expect(requireAdmin(guardArgs(admin)).role).toBe('admin');
  });
});

describe('the moderation page', () => {
  type ActionArgs = Parameters<typeof moderationPage.action>[0];
  async function post(adminId: string, fields: Record<string, string>) {
    const args = guardArgs(await findUserById(adminId));
    const request = new Request(args.url, { method: 'POST', body: new URLSearchParams(fields) });
    try {
      return await moderationPage.action({ ...args, request, params: {} } as unknown as ActionArgs);
    } catch (error) {
      return error;
    }
  }

  test('decides with one intent per post; a refusal needs a reason', async () => {
    const admin = await newAdmin();
    const owner = await newUser();
    const ad = await submitted(owner.id);
    const page = await moderationPage.loader({
      ...guardArgs(await findUserById(admin.id)),
      params: {},
    } as unknown as Parameters<typeof moderationPage.loader>[0]);
    expect(page.ads.map((each) => each.id)).toContain(ad.id);

    expect(await post(admin.id, { intent: 'publish', adId: ad.id })).toMatchObject({ init: { status: 400 } });
    expect(await post(admin.id, { intent: 'refuse', adId: ad.id, reason: '' })).toMatchObject({
      init: { status: 400 },
      data: { adId: ad.id, reasonError: 'admin.moderation.reason_required' },
    });
    expect(await post(admin.id, { intent: 'refuse', adId: ad.id, reason: 'other', note: ' ' })).toMatchObject({
      data: { noteError: 'admin.moderation.note_required' },
    });
    expect((await adRow(ad.id))?.status).toBe('pending');

    expect(await post(admin.id, { intent: 'refuse', adId: ad.id, reason: 'duplicate', note: 'Ya publicado.' })).toEqual(
      {
        ok: true,
        message: 'admin.moderation.refused',
        title: ad.title,
      },
    );
    expect((await adRow(ad.id))?.moderationReason).toBe('moderation.reason.duplicate\nYa publicado.');
    // Already decided: the second moderator is told, nothing changes.
    expect(await post(admin.id, { intent: 'approve', adId: ad.id })).toMatchObject({
      init: { status: 409 },
      data: { message: 'admin.moderation.gone' },
    });
  });

  test('is a 404 for a signed-in user who is not an administrator', async () => {
    const user = await newUser();
    const owner = await newUser();
    const ad = await submitted(owner.id);
    expect(await post(user.id, { intent: 'approve', adId: ad.id })).toMatchObject({ init: { status: 404 } });
    expect((await adRow(ad.id))?.status).toBe('pending');
  });
});
