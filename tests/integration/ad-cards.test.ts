import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';

process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-cards-'));

const { createUser } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { approveAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { findAdCards, findAdPage, listUserAdCards } = await import('../../server/ads/ad-page-view.ts');
const { listSimilarAds } = await import('../../server/ads/similar-ads.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifiedMedia, classifieds } = await import('../../server/db/tables.ts');
const { findProvinceBySlug } = await import('../../server/geo/geography.ts');

const sevilla = findProvinceBySlug('sevilla', 'ES');
const lugo = findProvinceBySlug('lugo', 'ES');
if (!sevilla || !lugo) throw new Error('Sevilla or Lugo is missing from the geography');

let counter = 0;
async function newOwner(name: string) {
  counter += 1;
  const user = await createUser({
    email: `cards${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

/** A public ad of `subcategory` in `province`, with one ready photo. */
async function publicAd(ownerId: string, subcategory: string, province: string, title: string) {
  const draft = await createDraft({ ownerId, language: 'es', type: 'offer' });
  expect((await saveAdSubcategory({ ownerId, adId: draft.id, subcategory })).ok).toBe(true);
  const description = 'Caballo noble, herrado, vacunado y acostumbrado a salir al campo con otros caballos.';
  expect((await saveAdDetails({ ownerId, adId: draft.id, values: { title, description, price: 4000 } })).ok).toBe(true);
  expect((await saveAdLocation({ ownerId, adId: draft.id, province })).ok).toBe(true);
  const [photo] = await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: draft.id, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320] })
    .returning();
  const sent = await submitAd({ ownerId, adId: draft.id });
  if (!sent.ok) throw new Error(`not submitted: ${JSON.stringify(sent.missing)}`);
  const ad = await approveAd({ adId: draft.id });
  if (!ad || !photo) throw new Error('not approved');
  return { ...ad, photoId: photo.id };
}

test('cards come in the order asked, each with its cover, and leave out an ad hidden since', async () => {
  const owner = await newOwner('Lucía Cuadras');
  const first = await publicAd(owner.id, 'leisure_horses', sevilla.id, 'Caballo de paseo tranquilo');
  const second = await publicAd(owner.id, 'leisure_horses', lugo.id, 'Yegua de paseo en Lugo');
  const third = await publicAd(owner.id, 'leisure_horses', sevilla.id, 'Poni para niños en Sevilla');
  const cards = await findAdCards({ ids: [third.id, first.id, second.id], locale: 'es' });
  expect(cards.map((card) => card.id)).toEqual([third.id, first.id, second.id]);
  expect(cards.map((card) => card.cover?.base)).toEqual(
    [third, first, second].map((ad) => `/media/classifieds/${ad.id}/${ad.photoId}`),
  );
  await getDb().update(classifieds).set({ active: false }).where(eq(classifieds.id, first.id));
  expect((await findAdCards({ ids: [third.id, first.id, second.id], locale: 'es' })).map((card) => card.id)).toEqual([
    third.id,
    second.id,
  ]);
  // A listing: the owner's visible ads, newest first, with their covers.
  const mine = await listUserAdCards({ userSlug: owner.slug, locale: 'es' });
  expect(mine.map((card) => [card.id, card.cover?.base])).toEqual([
    [third.id, `/media/classifieds/${third.id}/${third.photoId}`],
    [second.id, `/media/classifieds/${second.id}/${second.photoId}`],
  ]);
});

test('the ad page names its seller and its photos; similar ads are nearest first, with covers', async () => {
  const seller = await newOwner('Tomás Yeguada');
  const other = await newOwner('Marta Hípica');
  const ad = await publicAd(seller.id, 'sport_horses', sevilla.id, 'Caballo de salto de nueve años');
  const far = await publicAd(other.id, 'sport_horses', lugo.id, 'Caballo de salto en Lugo');
  const near = await publicAd(other.id, 'sport_horses', sevilla.id, 'Caballo de salto en Sevilla');
  const page = await findAdPage({ slug: ad.slug, locale: 'es', viewer: null });
  expect(page?.seller).toMatchObject({ name: 'Tomás Yeguada', slug: seller.slug });
  expect(page?.photos).toHaveLength(1);
  if (!page) throw new Error('no page');
  const similar = await listSimilarAds({ origin: page.similarTo, locale: 'es', limit: 50 });
  const ours = similar.filter((card) => card.id === near.id || card.id === far.id);
  expect(ours.map((card) => card.id)).toEqual([near.id, far.id]);
  expect(ours.every((card) => card.cover !== null)).toBe(true);
  expect(similar.some((card) => card.id === ad.id)).toBe(false);
});
