import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The media store reads its folder once, at first use: point it at a folder of this file's own.
process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-notifications-'));

const { createUser } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { approveAd, deleteAdByAdministration, refuseAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { composeModerationReason } = await import('../../common/ads/moderation-reason.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifiedMedia, classifieds, notifications } = await import('../../server/db/tables.ts');
const { findProvinceBySlug, listTowns } = await import('../../server/geo/geography.ts');
const { LOCALES } = await import('../../common/locale/locales.ts');
const { messageUserFromAdministration } = await import('../../server/notifications/administration-message.ts');
const { notifyUser } = await import('../../server/notifications/notify-user.ts');
const { countUnseenNotifications, listNotifications, markAllNotificationsSeen, openNotification } = await import(
  '../../server/notifications/user-notifications.ts'
);
const { attachRealtime } = await import('../../server/realtime/attach-realtime.ts');
const { actorOf } = await import('../../server/engagement/notice-people.ts');
const { removeAvatar, setAvatar } = await import('../../server/accounts/avatar.ts');
const { png } = await import('../support/test-images.ts');

type Locale = (typeof LOCALES)[number];

const sevilla = findProvinceBySlug('sevilla', 'ES');
if (!sevilla) throw new Error('Sevilla is missing from the geography');
const town = listTowns(sevilla.id)[0];

let counter = 0;
async function newUser(name = 'Lucía Romero') {
  counter += 1;
  const user = await createUser({
    email: `notifications${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

/** A pending ad with one ready photo, through the posting form's steps. */
async function pendingAd(ownerId: string, title = 'Yegua PRE torda') {
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: 'offer' });
  await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' });
  await saveAdDetails({
    ownerId,
    adId,
    values: {
      title,
      description: 'Yegua muy noble, domada a la vaquera y con salida a concurso. Se enseña en Sevilla.',
      price: 12_500,
      filters: { sexo: 'yegua' },
    },
  });
  await saveAdLocation({ ownerId, adId, province: sevilla?.id ?? '', town: town?.slug });
  const [photo] = await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320, 640] })
    .returning();
  const result = await submitAd({ ownerId, adId });
  if (!result.ok) throw new Error('not submitted');
  return { ad: result.ad, photoId: photo?.id ?? '' };
}

/** The user's only notification, as each locale renders it. */
async function renderedInEveryLocale(userId: string) {
  const views = {} as Record<Locale, Awaited<ReturnType<typeof listNotifications>>['notifications'][number]>;
  for (const locale of LOCALES) {
    const page = await listNotifications({ userId, locale });
    expect(page.notifications).toHaveLength(1);
    const [view] = page.notifications;
    if (view) views[locale] = view;
  }
  return views;
}

function textsOf(views: Record<Locale, { text: string }>) {
  return Object.fromEntries(LOCALES.map((locale) => [locale, views[locale].text]));
}

function linksOf(views: Record<Locale, { link: string | null }>) {
  return Object.fromEntries(LOCALES.map((locale) => [locale, views[locale].link]));
}

const acting = { name: 'Jordi Vidal', avatar_full_url: '/media/avatars/jordi.webp' };
const classified = { slug: 'yegua-pre-torda-abc123', title: 'Yegua PRE torda', classified_cover: '/media/cover.webp' };

// The ad those notifications name exists: one about an ad that is gone reads differently (below).
beforeAll(async () => {
  const owner = await newUser('Dueña Del Anuncio');
  const { ad } = await pendingAd(owner.id);
  await getDb().delete(classifieds).where(eq(classifieds.slug, classified.slug));
  await getDb().update(classifieds).set({ slug: classified.slug }).where(eq(classifieds.id, ad.id));
});

describe('a notification about an ad that is gone', () => {
  test('deleted by its owner: "no longer available", no cover, no link to its page', async () => {
    const reader = await newUser();
    const gone = { slug: `yegua-borrada-${Date.now()}`, title: 'Yegua borrada', classified_cover: '/media/gone.webp' };
    await notifyUser({
      userId: reader.id,
      type: 'favourite_price_dropped',
      content: 'notifications.favourite_price_dropped',
      data: { classified: gone, price: '9.000 €' },
    });
    const views = await renderedInEveryLocale(reader.id);
    expect(views.en).toMatchObject({ ad_unavailable: true, image: null, link: null });
    expect(views.en.text).toContain('Yegua borrada');
    const [row] = await getDb().select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(await openNotification({ userId: reader.id, notificationId: row?.id ?? '', locale: 'en' })).toMatchObject({
      ad_unavailable: true,
      link: null,
    });
  });

  test('removed by the administration: gone for the others, still there for its owner', async () => {
    const owner = await newUser();
    const fan = await newUser('Fan Fiel');
    const { ad } = await pendingAd(owner.id, 'Caballo retirado');
    const data = { classified: { slug: ad.slug, title: ad.title, classified_cover: '/media/retirado.webp' } };
    await notifyUser({ userId: fan.id, type: 'favourite_sold', content: 'notifications.favourite_sold', data });
    await notifyUser({ userId: owner.id, type: 'favourite', content: 'notifications.favourite', data });
    expect((await renderedInEveryLocale(fan.id)).en).toMatchObject({ ad_unavailable: false });
    await deleteAdByAdministration({ adId: ad.id, reason: composeModerationReason({ reason: 'wrong_category' }) });
    expect((await renderedInEveryLocale(fan.id)).en).toMatchObject({ ad_unavailable: true, image: null, link: null });
    const ownerViews = await listNotifications({ userId: owner.id, locale: 'en' });
    expect(ownerViews.notifications.find((each) => each.type === 'favourite')).toMatchObject({
      ad_unavailable: false,
      image: '/media/retirado.webp',
      link: `/en/s/${ad.slug}`,
    });
  });
});

describe('each type of notification is created and read in four languages', () => {
  test('favourite: someone saved the ad', async () => {
    const owner = await newUser();
    await notifyUser({
      userId: owner.id,
      type: 'favourite',
      content: 'notifications.favourite',
      data: { user: acting, classified },
    });
    const views = await renderedInEveryLocale(owner.id);
    expect(textsOf(views)).toEqual({
      es: 'Jordi Vidal ha guardado tu anuncio «Yegua PRE torda» en sus favoritos.',
      en: 'Jordi Vidal saved your ad “Yegua PRE torda” to their favourites.',
      ca: 'Jordi Vidal ha desat el teu anunci «Yegua PRE torda» als seus preferits.',
      pt: 'Jordi Vidal guardou o teu anúncio «Yegua PRE torda» nos favoritos.',
    });
    expect(linksOf(views)).toEqual({
      es: '/s/yegua-pre-torda-abc123',
      en: '/en/s/yegua-pre-torda-abc123',
      ca: '/cat/s/yegua-pre-torda-abc123',
      pt: '/pt/s/yegua-pre-torda-abc123',
    });
    expect(views.en).toMatchObject({
      type: 'favourite',
      content: 'notifications.favourite',
      seen_by_user: false,
      image: acting.avatar_full_url,
      data: { user: acting, classified },
    });
    expect(views.en.date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(views.en.datetime_created_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  test('rating: someone rated the ad with stars', async () => {
    const owner = await newUser();
    await notifyUser({
      userId: owner.id,
      type: 'rating',
      content: 'notifications.rating',
      data: { user: { name: 'Inês Costa', avatar_full_url: null }, classified, stars: 4 },
    });
    const views = await renderedInEveryLocale(owner.id);
    expect(textsOf(views)).toEqual({
      es: 'Inês Costa ha puntuado tu anuncio «Yegua PRE torda» con 4 estrellas.',
      en: 'Inês Costa rated your ad “Yegua PRE torda” 4 stars.',
      ca: 'Inês Costa ha puntuat el teu anunci «Yegua PRE torda» amb 4 estrelles.',
      pt: 'Inês Costa pontuou o teu anúncio «Yegua PRE torda» com 4 estrelas.',
    });
    // No photo of the person: the ad's cover stands in.
    expect(views.es.image).toBe(classified.classified_cover);
    await notifyUser({
      userId: owner.id,
      type: 'rating',
      content: 'notifications.rating',
      data: { user: { name: 'Inês Costa', avatar_full_url: null }, classified, stars: 1 },
    });
    const [latest] = (await listNotifications({ userId: owner.id, locale: 'en' })).notifications;
    expect(latest?.text).toBe('Inês Costa rated your ad “Yegua PRE torda” 1 star.');
  });

  test('message_from_administration: the administration’s text, linking nowhere', async () => {
    const user = await newUser();
    await messageUserFromAdministration({ userId: user.id, message: '  Please add the horse’s papers.  ' });
    const views = await renderedInEveryLocale(user.id);
    expect(textsOf(views)).toEqual({
      es: 'Mensaje de Galope: Please add the horse’s papers.',
      en: 'Message from Galope: Please add the horse’s papers.',
      ca: 'Missatge de Galope: Please add the horse’s papers.',
      pt: 'Mensagem da Galope: Please add the horse’s papers.',
    });
    expect(views.en).toMatchObject({ type: 'message_from_administration', link: null, image: null });
    await expect(messageUserFromAdministration({ userId: user.id, message: '   ' })).rejects.toThrow();
  });

  test('classified_accepted: approving the ad tells its owner, with the ad’s cover', async () => {
    const owner = await newUser();
    const { ad, photoId } = await pendingAd(owner.id);
    await approveAd({ adId: ad.id });
    const views = await renderedInEveryLocale(owner.id);
    expect(textsOf(views)).toEqual({
      es: 'Tu anuncio «Yegua PRE torda» se ha publicado.',
      en: 'Your ad “Yegua PRE torda” has been published.',
      ca: "El teu anunci «Yegua PRE torda» s'ha publicat.",
      pt: 'O teu anúncio «Yegua PRE torda» foi publicado.',
    });
    expect(views.pt.link).toBe(`/pt/s/${ad.slug}`);
    expect(views.en.image).toBe(`/media/classifieds/${ad.id}/${photoId}-320.webp`);
  });

  test('classified_refused: the reason in the reader’s language, the moderator’s note as written', async () => {
    const owner = await newUser();
    const { ad } = await pendingAd(owner.id);
    await refuseAd({
      adId: ad.id,
      reason: composeModerationReason({ reason: 'contact_in_photos', note: 'Quita el teléfono.' }),
    });
    const views = await renderedInEveryLocale(owner.id);
    expect(views.en.type).toBe('classified_refused');
    for (const locale of LOCALES) {
      expect(views[locale].text, locale).toContain('Quita el teléfono.');
      expect(views[locale].text, locale).not.toContain('moderation.reason');
    }
    expect(views.en.text).toMatch(/^Your ad “Yegua PRE torda” was not published: .+ — Quita el teléfono\.$/);
  });

  test('classified_deleted: administration removed the ad', async () => {
    const owner = await newUser();
    const { ad } = await pendingAd(owner.id);
    await deleteAdByAdministration({ adId: ad.id, reason: composeModerationReason({ reason: 'suspected_scam' }) });
    const views = await renderedInEveryLocale(owner.id);
    expect(views.en.type).toBe('classified_deleted');
    expect(views.en.text).toMatch(/^Your ad “Yegua PRE torda” was removed by the administration: \S.+$/);
    expect(views.es.text).toMatch(/^La administración ha retirado tu anuncio «Yegua PRE torda»: \S.+$/);
    expect(views.ca.text).toMatch(/^L'administració ha retirat el teu anunci «Yegua PRE torda»: \S.+$/);
    expect(views.pt.text).toMatch(/^A administração retirou o teu anúncio «Yegua PRE torda»: \S.+$/);
    for (const locale of LOCALES) expect(views[locale].text).not.toContain('moderation.reason');
  });

  test('a link in data wins over the ad, and only a path of this site is followed', async () => {
    const user = await newUser();
    await notifyUser({
      userId: user.id,
      type: 'message_from_administration',
      content: 'notifications.message_from_administration',
      data: { message: 'Look', link: '/user/settings/classifieds-draft', classified },
    });
    const [view] = (await listNotifications({ userId: user.id, locale: 'ca' })).notifications;
    expect(view?.link).toBe('/cat/user/settings/classifieds-draft');
    await getDb().delete(notifications).where(eq(notifications.userId, user.id));
    await notifyUser({
      userId: user.id,
      type: 'message_from_administration',
      content: 'notifications.message_from_administration',
      data: { message: 'Look', link: '//evil.example/phish' },
    });
    const [evil] = (await listNotifications({ userId: user.id, locale: 'en' })).notifications;
    expect(evil?.link).toBeNull();
  });
});

describe('reading notifications', () => {
  test('pages go newest first, and the last one says there is nothing older', async () => {
    const user = await newUser();
    for (let index = 1; index <= 5; index += 1) {
      await messageUserFromAdministration({ userId: user.id, message: `Message ${index}` });
    }
    const first = await listNotifications({ userId: user.id, locale: 'en', pageSize: 2 });
    expect(first.notifications.map((each) => each.text)).toEqual([
      'Message from Galope: Message 5',
      'Message from Galope: Message 4',
    ]);
    expect(first.hasOlder).toBe(true);
    const last = await listNotifications({ userId: user.id, locale: 'en', pageSize: 2, page: 3 });
    expect(last).toMatchObject({ page: 3, hasOlder: false });
    expect(last.notifications.map((each) => each.text)).toEqual(['Message from Galope: Message 1']);
    // Someone else's notifications never appear.
    const other = await newUser();
    expect((await listNotifications({ userId: other.id, locale: 'en' })).notifications).toEqual([]);
  });

  test('only the owner can mark a notification seen; the unseen count follows', async () => {
    const [owner, intruder] = [await newUser(), await newUser('Intrusa')];
    await notifyUser({ userId: owner.id, type: 'favourite', content: 'notifications.favourite', data: { classified } });
    await notifyUser({ userId: owner.id, type: 'favourite', content: 'notifications.favourite', data: { classified } });
    expect(await countUnseenNotifications(owner.id)).toBe(2);
    const [latest, older] = (await listNotifications({ userId: owner.id, locale: 'en' })).notifications;
    if (!latest) throw new Error('no notification');
    // A row lacking a value the text names still renders, with that value left out.
    expect(older?.text).toBe(' saved your ad “Yegua PRE torda” to their favourites.');

    expect(await openNotification({ userId: intruder.id, notificationId: latest.id, locale: 'en' })).toBeUndefined();
    expect(await openNotification({ userId: owner.id, notificationId: 'not-a-uuid', locale: 'en' })).toBeUndefined();
    expect(await countUnseenNotifications(owner.id)).toBe(2);

    const opened = await openNotification({ userId: owner.id, notificationId: latest.id, locale: 'pt' });
    expect(opened).toMatchObject({ id: latest.id, seen_by_user: true, link: `/pt/s/${classified.slug}` });
    expect(await countUnseenNotifications(owner.id)).toBe(1);

    expect(await markAllNotificationsSeen(intruder.id)).toBe(0);
    expect(await countUnseenNotifications(owner.id)).toBe(1);
    expect(await markAllNotificationsSeen(owner.id)).toBe(1);
    expect(await countUnseenNotifications(owner.id)).toBe(0);
    const page = await listNotifications({ userId: owner.id, locale: 'en' });
    expect(page.notifications.every((each) => each.seen_by_user)).toBe(true);
  });
});

describe("the acting person's photo", () => {
  test('is the one they show now: a replaced photo’s file is removed, a removed photo gives way to the ad’s cover', async () => {
    const owner = await newUser();
    const actor = await newUser('Jordi Vidal');
    const first = await setAvatar({ userId: actor.id, bytes: await png({ width: 400, height: 400 }) });
    if (!first.ok) throw new Error('avatar not stored');
    await notifyUser({
      userId: owner.id,
      type: 'favourite',
      content: 'notifications.favourite',
      data: { user: await actorOf(actor.id), classified },
    });
    const imageNow = async () => (await listNotifications({ userId: owner.id, locale: 'es' })).notifications[0]?.image;
    const stored = await imageNow();
    expect(stored).toMatch(/^\/media\/avatars\/.+\.webp$/);

    const second = await setAvatar({ userId: actor.id, bytes: await png({ width: 500, height: 500 }) });
    if (!second.ok) throw new Error('avatar not replaced');
    const replaced = await imageNow();
    expect(replaced).toMatch(/^\/media\/avatars\/.+\.webp$/);
    expect(replaced).not.toBe(stored);
    const [row] = await getDb().select().from(notifications).where(eq(notifications.userId, owner.id));
    const view = row && (await openNotification({ userId: owner.id, notificationId: row.id, locale: 'en' }));
    expect(view?.image).toBe(replaced);

    await removeAvatar({ userId: actor.id });
    expect(await imageNow()).toBe(classified.classified_cover);
  });
});

describe('the live push', () => {
  let server: http.Server;
  let realtime: ReturnType<typeof attachRealtime>;
  let origin: string;
  const opened: Socket[] = [];

  beforeAll(async () => {
    server = http.createServer();
    realtime = attachRealtime(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const socket of opened) socket.disconnect();
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
  });

  function open(chatKey: string): Promise<Socket> {
    const socket = connect(origin, {
      path: '/socket.io',
      auth: { chatKey },
      transports: ['websocket'],
      reconnection: false,
    });
    opened.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  test('notifyUser reaches every open tab of the user, in each language, and no one else', async () => {
    const [owner, other] = [await newUser(), await newUser('Otra')];
    const tabs = [await open(owner.chatKey), await open(owner.chatKey)];
    const stranger = await open(other.chatKey);
    const received: { tab: string; push: Record<Locale, { id: string; text: string; link: string | null }> }[] = [];
    for (const [index, tab] of tabs.entries())
      tab.on('notification', (push) => received.push({ tab: `tab${index}`, push }));
    stranger.on('notification', (push) => received.push({ tab: 'stranger', push }));

    const row = await notifyUser({
      userId: owner.id,
      type: 'rating',
      content: 'notifications.rating',
      data: { user: acting, classified, stars: 5 },
    });
    await expect.poll(() => received.map((each) => each.tab).sort()).toEqual(['tab0', 'tab1']);
    const push = received[0]?.push;
    expect(push?.en).toMatchObject({
      id: row.id,
      text: 'Jordi Vidal rated your ad “Yegua PRE torda” 5 stars.',
      link: `/en/s/${classified.slug}`,
    });
    expect(push?.es.text).toBe('Jordi Vidal ha puntuado tu anuncio «Yegua PRE torda» con 5 estrellas.');
    expect(push?.ca.link).toBe(`/cat/s/${classified.slug}`);
    expect(push?.pt.text).toContain('5 estrelas');
  });
});
