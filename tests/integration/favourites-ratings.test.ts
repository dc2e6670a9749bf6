import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

// The media store and the mail outbox read their folder once, at first use: one of this file's own.
process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-engagement-'));
delete process.env.SMTP_URL;

const { createUser } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { approveAd, changeOwnAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { remindExpiringAds } = await import('../../server/ads/expiry-reminders.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifiedMedia, classifieds, favourites, notifications } = await import('../../server/db/tables.ts');
const { addFavourite, favouritedAdIds, listSavedAds, removeFavourite } = await import(
  '../../server/engagement/favourites.ts'
);
const { findRatingSummary, rateAd } = await import('../../server/engagement/ratings.ts');
const { findProvinceBySlug } = await import('../../server/geo/geography.ts');
const { formatPrice } = await import('../../common/locale/format.ts');
const { getTranslator } = await import('../../server/locale/messages.ts');
const { LOCALES } = await import('../../common/locale/locales.ts');
const { pendingFavouriteCookie, resumePendingFavourite } = await import('../../app/lib/pending-favourite.server.ts');

const DAY_MS = 24 * 60 * 60 * 1000;
const sevilla = findProvinceBySlug('sevilla', 'ES');
if (!sevilla) throw new Error('Sevilla is missing from the geography');

let counter = 0;
async function newUser(name: string, locale: 'es' | 'en' | 'ca' | 'pt' = 'es') {
  counter += 1;
  const user = await createUser({
    email: `engagement${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return user;
}

const DETAILS = {
  description: 'Yegua muy noble, domada a la vaquera y con salida a concurso. Se enseña en Sevilla.',
  filters: { sexo: 'yegua' },
};

/** An ad posted, reviewed and approved the way the site does it, with one ready photo. */
async function publishedAd(ownerId: string, title = 'Yegua PRE torda de seis años', price = 12_500) {
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: 'offer' });
  await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' });
  await saveAdDetails({ ownerId, adId, values: { ...DETAILS, title, price } });
  await saveAdLocation({ ownerId, adId, province: sevilla?.id ?? '' });
  await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320, 640] });
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error(`not submitted: ${JSON.stringify(submitted.missing)}`);
  const ad = await approveAd({ adId });
  if (!ad) throw new Error('not approved');
  return ad;
}

async function notificationsOf(userId: string, type?: string) {
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  return rows.filter((row) => !type || row.type === type);
}

describe('favourites', () => {
  test('a favourite is one row per user and ad, added and removed by state, listed in the saved list', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);

    expect(await addFavourite({ userId: buyer.id, slug: ad.slug })).toEqual({ ok: true, favourited: true });
    expect(await addFavourite({ userId: buyer.id, slug: ad.slug })).toEqual({ ok: true, favourited: true });
    const rows = await getDb()
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, buyer.id), eq(favourites.classifiedId, ad.id)));
    expect(rows).toHaveLength(1);
    // The primary key refuses a second row even from outside the domain function.
    await expect(getDb().insert(favourites).values({ userId: buyer.id, classifiedId: ad.id })).rejects.toThrow();

    expect(await favouritedAdIds({ userId: buyer.id, adIds: [ad.id, crypto.randomUUID()] })).toEqual([ad.id]);
    expect((await listSavedAds({ userId: buyer.id, locale: 'en' })).map((card) => card.slug)).toEqual([ad.slug]);

    expect(await removeFavourite({ userId: buyer.id, slug: ad.slug })).toEqual({ ok: true, favourited: false });
    expect(await favouritedAdIds({ userId: buyer.id, adIds: [ad.id] })).toEqual([]);
    expect(await listSavedAds({ userId: buyer.id, locale: 'en' })).toEqual([]);
  });

  test('an unknown or hidden ad cannot be favourited', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);
    await changeOwnAd({ ownerId: seller.id, adId: ad.id, action: 'hide' });
    expect(await addFavourite({ userId: buyer.id, slug: ad.slug })).toEqual({ ok: false, error: 'not_found' });
    expect(await addFavourite({ userId: buyer.id, slug: 'no-such-ad' })).toEqual({ ok: false, error: 'not_found' });
  });

  test('the owner is told once, with who favourited it and the ad, however often the heart is toggled', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);

    for (let round = 0; round < 3; round++) {
      await addFavourite({ userId: buyer.id, slug: ad.slug });
      await removeFavourite({ userId: buyer.id, slug: ad.slug });
    }
    const told = await notificationsOf(seller.id, 'favourite');
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toBe('notifications.favourite');
    expect(told[0]?.data).toEqual({
      user: { name: 'Jordi Puig', avatar_full_url: null, slug: buyer.slug },
      classified: {
        slug: ad.slug,
        title: 'Yegua PRE torda de seis años',
        classified_cover: expect.stringMatching(/^\/media\/classifieds\/.+\.webp$/),
      },
    });
  });

  test('two favourites at the same moment tell the owner once', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);
    await Promise.all([
      addFavourite({ userId: buyer.id, slug: ad.slug }),
      addFavourite({ userId: buyer.id, slug: ad.slug }),
      addFavourite({ userId: buyer.id, slug: ad.slug }),
    ]);
    expect(await notificationsOf(seller.id, 'favourite')).toHaveLength(1);
  });

  test('the owner favouriting their own ad is not told about it', async () => {
    const seller = await newUser('Marta Vidal');
    const ad = await publishedAd(seller.id);
    expect((await addFavourite({ userId: seller.id, slug: ad.slug })).ok).toBe(true);
    expect(await notificationsOf(seller.id, 'favourite')).toHaveLength(0);
  });

  test('a heart clicked while signed out is added at sign-in and the cookie forgotten', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);
    const cookie = pendingFavouriteCookie(ad.slug, false).split(';')[0] ?? '';
    const request = new Request('http://galope.test/sign-in', { headers: { cookie } });
    const cleared = await resumePendingFavourite({ request, url: new URL(request.url), userId: buyer.id });
    expect(cleared).toMatch(/^galope_pending_favourite=; .*Max-Age=0/);
    expect(await favouritedAdIds({ userId: buyer.id, adIds: [ad.id] })).toEqual([ad.id]);
    const nothing = new Request('http://galope.test/sign-in');
    expect(await resumePendingFavourite({ request: nothing, url: new URL(nothing.url), userId: buyer.id })).toBe(
      undefined,
    );
  });
});

describe('ratings', () => {
  test('a rating is changed, not added again; the average and count follow', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const other = await newUser('Inês Costa');
    const ad = await publishedAd(seller.id);

    expect(await rateAd({ userId: buyer.id, slug: ad.slug, stars: 4 })).toEqual({ ok: true, stars: 4, adId: ad.id });
    expect(await findRatingSummary({ classifiedId: ad.id, userId: buyer.id, locale: 'en' })).toEqual({
      average: 4,
      averageText: '4.0',
      count: 1,
      mine: 4,
    });
    await rateAd({ userId: buyer.id, slug: ad.slug, stars: 5 });
    await rateAd({ userId: other.id, slug: ad.slug, stars: 4 });
    expect(await findRatingSummary({ classifiedId: ad.id, userId: buyer.id, locale: 'en' })).toEqual({
      average: 4.5,
      averageText: '4.5',
      count: 2,
      mine: 5,
    });
    // One decimal, written the reader's way.
    expect(await findRatingSummary({ classifiedId: ad.id, userId: null, locale: 'es' })).toEqual({
      average: 4.5,
      averageText: '4,5',
      count: 2,
      mine: null,
    });
  });

  test('the owner cannot rate their own ad', async () => {
    const seller = await newUser('Marta Vidal');
    const ad = await publishedAd(seller.id);
    expect(await rateAd({ userId: seller.id, slug: ad.slug, stars: 5 })).toEqual({ ok: false, error: 'own_ad' });
    expect(await findRatingSummary({ classifiedId: ad.id, userId: seller.id, locale: 'pt' })).toEqual({
      average: null,
      averageText: null,
      count: 0,
      mine: null,
    });
    expect(await notificationsOf(seller.id, 'rating')).toHaveLength(0);
  });

  test('stars outside 1–5 never reach the table', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);
    await expect(rateAd({ userId: buyer.id, slug: ad.slug, stars: 6 })).rejects.toThrow();
    await expect(rateAd({ userId: buyer.id, slug: ad.slug, stars: 2.5 })).rejects.toThrow();
  });

  test('the owner is told the stars, once per star count', async () => {
    const seller = await newUser('Marta Vidal');
    const buyer = await newUser('Jordi Puig');
    const ad = await publishedAd(seller.id);
    await rateAd({ userId: buyer.id, slug: ad.slug, stars: 4 });
    await rateAd({ userId: buyer.id, slug: ad.slug, stars: 5 });
    await rateAd({ userId: buyer.id, slug: ad.slug, stars: 4 });
    await rateAd({ userId: buyer.id, slug: ad.slug, stars: 5 });
    const told = await notificationsOf(seller.id, 'rating');
    expect(told.map((row) => row.data.stars)).toEqual([5, 4]);
    expect(told[0]?.content).toBe('notifications.rating');
    expect(told[0]?.data).toMatchObject({
      user: { name: 'Jordi Puig', avatar_full_url: null, slug: buyer.slug },
      classified: { slug: ad.slug, title: 'Yegua PRE torda de seis años' },
      stars: 5,
    });
  });
});

describe('favourite alerts', () => {
  async function favouritedBy(names: string[]) {
    const seller = await newUser('Marta Vidal');
    const ad = await publishedAd(seller.id, 'Caballo lusitano castaño', 9_000);
    const fans = [];
    for (const [index, name] of names.entries()) {
      const fan = await newUser(name, index === 0 ? 'en' : 'es');
      await addFavourite({ userId: fan.id, slug: ad.slug });
      fans.push(fan);
    }
    // The owner's own favourite never alerts the owner.
    await addFavourite({ userId: seller.id, slug: ad.slug });
    return { seller, ad, fans };
  }

  async function lowerPrice(ownerId: string, adId: string, price: number) {
    const result = await saveAdDetails({
      ownerId,
      adId,
      values: { ...DETAILS, title: 'Caballo lusitano castaño', price },
    });
    expect(result.ok).toBe(true);
  }

  test('a lower price tells each fan once, in their language; a rise tells no one', async () => {
    const { seller, ad, fans } = await favouritedBy(['Sarah Jones', 'Pablo Ruiz']);
    const [english, spanish] = fans;
    if (!english || !spanish) throw new Error('fans missing');

    await lowerPrice(seller.id, ad.id, 10_000);
    expect(await notificationsOf(english.id, 'favourite_price_dropped')).toHaveLength(0);

    await lowerPrice(seller.id, ad.id, 8_000);
    await lowerPrice(seller.id, ad.id, 8_000);
    const englishAlerts = await notificationsOf(english.id, 'favourite_price_dropped');
    expect(englishAlerts).toHaveLength(1);
    expect(englishAlerts[0]?.content).toBe('notifications.favourite_price_dropped');
    expect(englishAlerts[0]?.data).toMatchObject({
      classified: { slug: ad.slug, title: 'Caballo lusitano castaño' },
      price: formatPrice('en', 8_000),
    });
    expect((await notificationsOf(spanish.id, 'favourite_price_dropped'))[0]?.data.price).toBe(
      formatPrice('es', 8_000),
    );
    expect(await notificationsOf(seller.id, 'favourite_price_dropped')).toHaveLength(0);

    // Up again, then down to the same price: nothing new to say. A new lower price is news.
    await lowerPrice(seller.id, ad.id, 9_500);
    await lowerPrice(seller.id, ad.id, 8_000);
    expect(await notificationsOf(english.id, 'favourite_price_dropped')).toHaveLength(1);
    await lowerPrice(seller.id, ad.id, 7_500);
    expect(await notificationsOf(english.id, 'favourite_price_dropped')).toHaveLength(2);
  });

  test('marking the ad sold tells each fan once, even if it is marked again', async () => {
    const { seller, ad, fans } = await favouritedBy(['Sarah Jones', 'Pablo Ruiz']);
    await changeOwnAd({ ownerId: seller.id, adId: ad.id, action: 'sold' });
    await changeOwnAd({ ownerId: seller.id, adId: ad.id, action: 'unsold' });
    await changeOwnAd({ ownerId: seller.id, adId: ad.id, action: 'sold' });
    for (const fan of fans) {
      const alerts = await notificationsOf(fan.id, 'favourite_sold');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.data).toMatchObject({ classified: { slug: ad.slug, title: 'Caballo lusitano castaño' } });
    }
    expect(await notificationsOf(seller.id, 'favourite_sold')).toHaveLength(0);
  });

  test('an ad about to expire tells each fan once, even when the reminder run repeats', async () => {
    const { seller, ad, fans } = await favouritedBy(['Sarah Jones']);
    const expiresAt = new Date(Date.now() + 3 * DAY_MS);
    await getDb().update(classifieds).set({ expiresAt }).where(eq(classifieds.id, ad.id));

    await remindExpiringAds({ origin: 'https://galope.test' });
    // A failed owner e-mail releases the claim: the next run must not alert the fans again.
    await getDb().update(classifieds).set({ expiryRemindedAt: null }).where(eq(classifieds.id, ad.id));
    await remindExpiringAds({ origin: 'https://galope.test' });

    const alerts = await notificationsOf(fans[0]?.id ?? '', 'favourite_expiring');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.data).toMatchObject({
      classified: { slug: ad.slug },
      date: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
    });
    expect(await notificationsOf(seller.id, 'favourite_expiring')).toHaveLength(0);
  });
});

describe('notification texts', () => {
  test('every engagement notification reads fully in the four languages', async () => {
    const values = { name: 'Jordi Puig', title: 'Yegua PRE', stars: 4, price: '8.000 €', date: '01/12/2026' };
    const keys = [
      'notifications.favourite',
      'notifications.rating',
      'notifications.favourite_price_dropped',
      'notifications.favourite_sold',
      'notifications.favourite_expiring',
    ];
    for (const locale of LOCALES) {
      const t = getTranslator(locale);
      for (const key of keys) {
        const text = t(key, values);
        expect(text, `${locale} ${key}`).toContain('Yegua PRE');
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]|notifications\./);
      }
    }
    expect(getTranslator('en')('notifications.rating', values)).toBe('Jordi Puig rated your ad “Yegua PRE” 4 stars.');
  });
});
