import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-ad-map-'));

const { createUser } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { approveAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { findAdPage } = await import('../../server/ads/ad-page-view.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifiedMedia, classifieds } = await import('../../server/db/tables.ts');
const { findProvinceBySlug, findTownBySlug } = await import('../../server/geo/geography.ts');

const girona = findProvinceBySlug('girona', 'ES');
const figueres = girona && findTownBySlug(girona.id, 'figueres');
if (!girona || !figueres) throw new Error('Figueres (Girona) is missing from the geography');
/** A stable a few hundred metres from Figueres' centre: the seller's own point. */
const STABLE = { lat: 42.271234, lng: 2.955678 };

let counter = 0;
async function newOwner() {
  counter += 1;
  const user = await createUser({
    email: `map${counter}-${Date.now()}@example.test`,
    name: 'Núria Puig',
    passwordHash: null,
    accountType: 'individual',
    locale: 'ca',
  });
  if (!user) throw new Error('user not created');
  return user.id;
}

/** A draft with everything but its location, as the posting form leaves it at step 4. */
async function draftUpToLocation(ownerId: string) {
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: 'offer' });
  await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' });
  await saveAdDetails({
    ownerId,
    adId,
    values: {
      title: 'Cavall de salt a Figueres',
      description: 'Cavall noble, saltant 1,20 m, es mostra a l’Alt Empordà amb cita prèvia.',
      price: 9000,
      filters: {},
    },
  });
  return adId;
}

async function publish(ownerId: string, adId: string) {
  await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320] });
  const sent = await submitAd({ ownerId, adId });
  if (!sent.ok) throw new Error(`not submitted: ${JSON.stringify(sent.missing)}`);
  await approveAd({ adId });
  const [row] = await getDb().select({ slug: classifieds.slug }).from(classifieds).where(eq(classifieds.id, adId));
  return row?.slug ?? '';
}

describe('the point on the map', () => {
  test('is saved with the ad when it lies near the chosen town', async () => {
    const ownerId = await newOwner();
    const adId = await draftUpToLocation(ownerId);
    const saved = await saveAdLocation({ ownerId, adId, province: girona.id, town: 'figueres', ...STABLE });
    expect(saved.ok && { lat: saved.ad.lat, lng: saved.ad.lng, exact: saved.ad.showExactLocation }).toEqual({
      ...STABLE,
      exact: false,
    });
  });

  test('far from the chosen town is refused on the town field, and nothing changes', async () => {
    const ownerId = await newOwner();
    const adId = await draftUpToLocation(ownerId);
    const madrid = { lat: 40.4168, lng: -3.7038 };
    const saved = await saveAdLocation({ ownerId, adId, province: girona.id, town: 'figueres', ...madrid });
    expect(saved).toEqual({ ok: false, fieldErrors: { town: ['validation.pin_far_from_town'] } });
    const [row] = await getDb().select().from(classifieds).where(eq(classifieds.id, adId));
    expect(row?.provinceId).toBeNull();
  });

  test('without one, the town’s centre places the ad; without a town, nothing does', async () => {
    const ownerId = await newOwner();
    const adId = await draftUpToLocation(ownerId);
    const withTown = await saveAdLocation({ ownerId, adId, province: girona.id, town: 'figueres' });
    expect(withTown.ok && [withTown.ad.lat, withTown.ad.lng]).toEqual([figueres.lat, figueres.lng]);
    const noTown = await saveAdLocation({ ownerId, adId, province: girona.id, ...STABLE, exactLocation: true });
    expect(noTown.ok && [noTown.ad.lat, noTown.ad.lng, noTown.ad.showExactLocation]).toEqual([null, null, false]);
  });

  test('cannot be set on another owner’s ad', async () => {
    const ownerId = await newOwner();
    const adId = await draftUpToLocation(ownerId);
    const stranger = await newOwner();
    const saved = await saveAdLocation({ ownerId: stranger, adId, province: girona.id, town: 'figueres', ...STABLE });
    expect(saved.ok).toBe(false);
  });
});

describe('the public ad page', () => {
  test('shows the area around the point and never the point itself, unless the seller opts in', async () => {
    const ownerId = await newOwner();
    const adId = await draftUpToLocation(ownerId);
    await saveAdLocation({ ownerId, adId, province: girona.id, town: 'figueres', ...STABLE });
    const slug = await publish(ownerId, adId);

    const guest = await findAdPage({ slug, locale: 'en', viewer: null });
    const map = guest?.location?.map;
    expect(map?.kind).toBe('area');
    if (map?.kind !== 'area') throw new Error('no area');
    expect(map.radiusM).toBe(1500);
    const text = JSON.stringify(guest);
    for (const number of [STABLE.lat, STABLE.lng]) {
      expect(text).not.toContain(String(number));
      expect(text).not.toContain(number.toFixed(3));
    }
    // The owner's own view of the page says no more than the public's.
    expect((await findAdPage({ slug, locale: 'en', viewer: { id: ownerId, role: 'user' } }))?.location).toEqual(
      guest?.location,
    );

    await saveAdLocation({ ownerId, adId, province: girona.id, town: 'figueres', ...STABLE, exactLocation: true });
    const optedIn = await findAdPage({ slug, locale: 'en', viewer: null });
    expect(optedIn?.location?.map).toEqual({ kind: 'point', ...STABLE });
  });
});
