import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { icsLinesProblem, readIcs } from '../support/read-ics.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';

// The mailer is built from the environment at its first use: point it at the capture server first.
const smtp: SmtpCapture = await startSmtpCapture();
process.env.SMTP_URL = smtp.url;
process.env.PUBLIC_URL = 'https://galope.test';
process.env.MAIL_FROM = 'Galope <no-reply@galope.test>';

const { createUser } = await import('../../server/accounts/users.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifieds, notifications } = await import('../../server/db/tables.ts');
const { visits } = await import('../../server/db/tables.ts');
const { findProvinceBySlug, listTowns } = await import('../../server/geo/geography.ts');
const { changeVisit, requestVisit } = await import('../../server/visits/visit-bookings.ts');
const { deleteVisitSlot, listFreeSlots, publishVisitSlot } = await import('../../server/visits/visit-slots.ts');
const { listUserVisits } = await import('../../server/visits/visit-views.ts');

afterAll(() => smtp.close());

const cadiz = findProvinceBySlug('cadiz', 'ES');
const jerez = cadiz ? listTowns(cadiz.id).find((town) => town.slug === 'jerez-de-la-frontera') : undefined;
if (!cadiz || !jerez) throw new Error('Jerez de la Frontera is missing from the geography');

let counter = 0;
async function newUser(name: string, locale: 'es' | 'en' | 'ca' | 'pt' = 'en') {
  counter += 1;
  const user = await createUser({
    email: `visits${counter}-${randomBytes(3).toString('hex')}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return user;
}

/** A public ad in Jerez de la Frontera. */
async function publicAd(ownerId: string, title = 'Yegua PRE torda, 7 años; muy noble') {
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId,
      slug: `visit-ad-${randomBytes(6).toString('hex')}`,
      status: 'approved',
      type: 'offer',
      subcategoryKey: 'sport_horses',
      title,
      description: 'Se enseña en la finca, con cita.',
      price: 12_000,
      countryCode: 'ES',
      communityId: cadiz?.community,
      provinceId: cadiz?.id,
      townId: jerez?.id,
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  return ad;
}

/** A day a week ahead, as the seller's calendar gives it (YYYY-MM-DD on the clock of Madrid). */
function dayAhead(days = 7) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function offered(ownerId: string, slug: string, startTime = '10:00', endTime = '11:00', day = dayAhead()) {
  const result = await publishVisitSlot({ ownerId, slug, day, startTime, endTime });
  if (!result.ok) throw new Error(result.error);
  return result.id;
}

async function noticesOf(userId: string) {
  return getDb()
    .select({ type: notifications.type, content: notifications.content, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe('slots', () => {
  test('only the owner offers times on an ad; times are on the clock of the ad’s place', async () => {
    const seller = await newUser('Lucía Sur');
    const stranger = await newUser('Mallory');
    const ad = await publicAd(seller.id);
    const day = '2027-01-15';
    const result = await publishVisitSlot({
      ownerId: seller.id,
      slug: ad.slug,
      day,
      startTime: '10:00',
      endTime: '11:30',
      now: new Date('2026-12-01T00:00:00Z'),
    });
    expect(result.ok).toBe(true);
    const [slot] = await listFreeSlots({ adId: ad.id, now: new Date('2026-12-01T00:00:00Z') });
    // Winter in Jerez: UTC+1.
    expect(slot?.startsAt.toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(slot?.endsAt.toISOString()).toBe('2027-01-15T10:30:00.000Z');

    const intruder = await publishVisitSlot({
      ownerId: stranger.id,
      slug: ad.slug,
      day,
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(intruder).toEqual({ ok: false, error: 'not_found' });
  });

  test('past, overlapping and back-to-front times are refused', async () => {
    const seller = await newUser('Pablo');
    const ad = await publicAd(seller.id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      await publishVisitSlot({
        ownerId: seller.id,
        slug: ad.slug,
        day: yesterday,
        startTime: '10:00',
        endTime: '11:00',
      }),
    ).toEqual({ ok: false, error: 'slot_past' });
    expect(
      await publishVisitSlot({
        ownerId: seller.id,
        slug: ad.slug,
        day: dayAhead(),
        startTime: '11:00',
        endTime: '10:00',
      }),
    ).toEqual({ ok: false, error: 'slot_end_before_start' });
    await offered(seller.id, ad.slug, '10:00', '11:00');
    expect(
      await publishVisitSlot({
        ownerId: seller.id,
        slug: ad.slug,
        day: dayAhead(),
        startTime: '10:30',
        endTime: '11:30',
      }),
    ).toEqual({ ok: false, error: 'slot_overlap' });
    await offered(seller.id, ad.slug, '11:00', '12:00');
  });

  test('a sold ad is offered no more times; its free ones can still be removed', async () => {
    const seller = await newUser('Sol');
    const ad = await publicAd(seller.id);
    const slotId = await offered(seller.id, ad.slug);
    const nextWeek = { ownerId: seller.id, slug: ad.slug, day: dayAhead(8), startTime: '10:00', endTime: '11:00' };
    await getDb().update(classifieds).set({ soldAt: new Date() }).where(eq(classifieds.id, ad.id));
    expect(await publishVisitSlot(nextWeek)).toEqual({ ok: false, error: 'ad_sold' });
    expect(await deleteVisitSlot({ ownerId: seller.id, slotId })).toBe('deleted');
    // Sold no longer (the seller took the sale back): times are offered again.
    await getDb().update(classifieds).set({ soldAt: null }).where(eq(classifieds.id, ad.id));
    expect((await publishVisitSlot(nextWeek)).ok).toBe(true);
  });

  test('a booked slot cannot be removed; a free one can, by its owner only', async () => {
    const seller = await newUser('Carmen');
    const buyer = await newUser('Bruno');
    const ad = await publicAd(seller.id);
    const free = await offered(seller.id, ad.slug, '09:00', '10:00');
    const booked = await offered(seller.id, ad.slug, '10:00', '11:00');
    expect((await requestVisit({ buyerId: buyer.id, slotId: booked })).ok).toBe(true);
    expect(await deleteVisitSlot({ ownerId: buyer.id, slotId: free })).toBe('not_found');
    expect(await deleteVisitSlot({ ownerId: seller.id, slotId: booked })).toBe('held');
    expect(await deleteVisitSlot({ ownerId: seller.id, slotId: free })).toBe('deleted');
  });
});

describe('booking', () => {
  test('a slot cannot be double-booked, even by two buyers at the same instant', async () => {
    const seller = await newUser('Jordi');
    const ad = await publicAd(seller.id);
    const slotId = await offered(seller.id, ad.slug);
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, index) => newUser(`Racer ${index}`)));
    const results = await Promise.all(buyers.map((buyer) => requestVisit({ buyerId: buyer.id, slotId })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === 'slot_taken')).toHaveLength(5);
    const held = await getDb()
      .select()
      .from(visits)
      .where(and(eq(visits.slotId, slotId), eq(visits.state, 'requested')));
    expect(held).toHaveLength(1);
    expect(await listFreeSlots({ adId: ad.id })).toHaveLength(0);
  });

  test('the database itself refuses a second holding visit in a slot', async () => {
    const seller = await newUser('Ines');
    const [first, second] = [await newUser('First'), await newUser('Second')];
    const ad = await publicAd(seller.id);
    const slotId = await offered(seller.id, ad.slug);
    await getDb().insert(visits).values({ slotId, classifiedId: ad.id, buyerId: first.id, state: 'confirmed' });
    await expect(
      getDb().insert(visits).values({ slotId, classifiedId: ad.id, buyerId: second.id, state: 'requested' }),
    ).rejects.toMatchObject({ cause: { constraint: 'visits_slot_holding_idx' } });
  });

  test('nobody books their own ad, a past slot, or a second slot of the same ad', async () => {
    const seller = await newUser('Marta');
    const buyer = await newUser('Joao');
    const ad = await publicAd(seller.id);
    const first = await offered(seller.id, ad.slug, '10:00', '11:00');
    const other = await offered(seller.id, ad.slug, '12:00', '13:00');
    expect(await requestVisit({ buyerId: seller.id, slotId: first })).toEqual({ ok: false, error: 'own_ad' });
    expect(
      await requestVisit({ buyerId: buyer.id, slotId: first, now: new Date(Date.now() + 30 * 86_400_000) }),
    ).toEqual({ ok: false, error: 'slot_past' });
    expect((await requestVisit({ buyerId: buyer.id, slotId: first })).ok).toBe(true);
    expect(await requestVisit({ buyerId: buyer.id, slotId: other })).toEqual({ ok: false, error: 'already_booked' });
  });

  test('a hidden or sold ad takes no bookings', async () => {
    const seller = await newUser('Sarah');
    const buyer = await newUser('Bea');
    const ad = await publicAd(seller.id);
    const slotId = await offered(seller.id, ad.slug);
    await getDb().update(classifieds).set({ soldAt: new Date() }).where(eq(classifieds.id, ad.id));
    expect(await requestVisit({ buyerId: buyer.id, slotId })).toEqual({ ok: false, error: 'not_found' });
    await getDb().update(classifieds).set({ soldAt: null, active: false }).where(eq(classifieds.id, ad.id));
    expect(await requestVisit({ buyerId: buyer.id, slotId })).toEqual({ ok: false, error: 'not_found' });
  });
});

describe('state transitions', () => {
  test('only the seller confirms or declines; only the two sides cancel; final states stay final', async () => {
    const seller = await newUser('Yeguada');
    const buyer = await newUser('Ana');
    const stranger = await newUser('Eve');
    const ad = await publicAd(seller.id);
    const slotId = await offered(seller.id, ad.slug);
    const booked = await requestVisit({ buyerId: buyer.id, slotId });
    if (!booked.ok) throw new Error(booked.error);
    const visitId = booked.visitId;

    expect(await changeVisit({ userId: buyer.id, visitId, action: 'confirm' })).toEqual({
      ok: false,
      error: 'not_allowed',
    });
    expect(await changeVisit({ userId: stranger.id, visitId, action: 'cancel' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await changeVisit({ userId: seller.id, visitId, action: 'confirm' })).toEqual({
      ok: true,
      state: 'confirmed',
    });
    expect(await changeVisit({ userId: seller.id, visitId, action: 'decline' })).toEqual({
      ok: false,
      error: 'not_allowed',
    });
    expect(await changeVisit({ userId: buyer.id, visitId, action: 'cancel' })).toEqual({
      ok: true,
      state: 'cancelled',
    });
    expect(await changeVisit({ userId: seller.id, visitId, action: 'confirm' })).toEqual({
      ok: false,
      error: 'not_allowed',
    });
    // A cancelled visit frees its slot for someone else.
    expect(await listFreeSlots({ adId: ad.id })).toHaveLength(1);
    const [row] = await getDb().select().from(visits).where(eq(visits.id, visitId));
    expect(row).toMatchObject({ state: 'cancelled', cancelledBy: 'buyer' });
  });

  test('a declined request frees the slot and tells the buyer', async () => {
    const seller = await newUser('Javier');
    const buyer = await newUser('Nuno', 'pt');
    const ad = await publicAd(seller.id);
    const slotId = await offered(seller.id, ad.slug);
    const booked = await requestVisit({ buyerId: buyer.id, slotId });
    if (!booked.ok) throw new Error(booked.error);
    expect(await changeVisit({ userId: seller.id, visitId: booked.visitId, action: 'decline' })).toEqual({
      ok: true,
      state: 'declined',
    });
    expect(await listFreeSlots({ adId: ad.id })).toHaveLength(1);
    expect((await noticesOf(buyer.id)).map((notice) => notice.type)).toEqual(['visit_declined']);
    const mail = await smtp.waitForMail({ to: buyer.email, subject: /Visita recusada/ });
    expect(mail.attachments.filter((part) => part.filename?.endsWith('.ics'))).toHaveLength(0);
  });
});

describe('notifications and e-mails', () => {
  test('request, confirmation and cancellation reach both sides; confirmation mails carry a valid .ics', async () => {
    const seller = await newUser('Lucía Pérez, Yeguada "El Sur"', 'es');
    const buyer = await newUser('Bruno Comprador', 'en');
    const title = 'Yegua PRE torda, 7 años; muy noble';
    const ad = await publicAd(seller.id, title);
    const day = dayAhead(10);
    const slotId = await offered(seller.id, ad.slug, '17:00', '18:00', day);
    const [slot] = await listFreeSlots({ adId: ad.id });

    const booked = await requestVisit({ buyerId: buyer.id, slotId });
    if (!booked.ok) throw new Error(booked.error);
    const [requestNotice] = await noticesOf(seller.id);
    expect(requestNotice).toMatchObject({
      type: 'visit_requested',
      content: 'visits.notice.requested',
      data: { classified: { slug: ad.slug, title }, user: { name: 'Bruno Comprador' }, link: '/user/visits' },
    });
    const requestMail = await smtp.waitForMail({ to: seller.email, subject: /Solicitud de visita/ });
    expect(requestMail.text).toContain('https://galope.test/user/visits');

    expect((await changeVisit({ userId: seller.id, visitId: booked.visitId, action: 'confirm' })).ok).toBe(true);
    const buyerMail = await smtp.waitForMail({ to: buyer.email, subject: /Visit confirmed/ });
    const sellerMail = await smtp.waitForMail({ to: seller.email, subject: /Visita confirmada/ });
    expect(buyerMail.text).toContain('https://galope.test/en/user/visits');

    for (const [mail, reader] of [
      [buyerMail, 'buyer'],
      [sellerMail, 'seller'],
    ] as const) {
      const calendarParts = mail.attachments.filter((part) => part.mimeType === 'text/calendar');
      expect(calendarParts).toHaveLength(1);
      expect(calendarParts[0]?.method).toBe('REQUEST');
      const file = mail.attachments.find((part) => part.filename === 'galope-visit.ics');
      expect(file).toBeDefined();
      const ics = readIcs(file?.content ?? '');
      expect(ics).toMatchObject({
        method: 'REQUEST',
        uid: `visit-${booked.visitId}@galope.test`,
        status: 'CONFIRMED',
        start: slot?.startsAt.toISOString(),
        end: slot?.endsAt.toISOString(),
        location: 'Jerez de la Frontera, Cádiz',
        utcTimes: true,
        organizer: { name: 'Lucía Pérez, Yeguada El Sur' },
        attendee: { name: 'Bruno Comprador', partstat: 'ACCEPTED' },
      });
      expect(ics.summary).toContain(title);
      // Each side is named by their own address; the other by Galope's, never by theirs.
      if (reader === 'buyer') {
        expect(ics.attendee.address).toBe(`mailto:${buyer.email}`);
        expect(ics.organizer.address).toBe('mailto:no-reply@galope.test');
      } else {
        expect(ics.organizer.address).toBe(`mailto:${seller.email}`);
        expect(ics.attendee.address).toBe('mailto:no-reply@galope.test');
      }
      // The attachment as sent: CRLF line ends and 75-octet lines (the parser above normalises them).
      expect(icsLinesProblem(attachedIcs(mail.raw ?? ''))).toBeNull();
    }
    const sellerTypes = (await noticesOf(seller.id)).map((notice) => notice.type).sort();
    expect(sellerTypes).toEqual(['visit_confirmed', 'visit_requested']);
    expect((await noticesOf(buyer.id)).map((notice) => notice.content)).toEqual(['visits.notice.confirmed_buyer']);

    // Both see it on their list, in its state.
    const [buyerView] = await listUserVisits({ userId: buyer.id, locale: 'en' });
    const [sellerView] = await listUserVisits({ userId: seller.id, locale: 'es' });
    expect(buyerView).toMatchObject({ role: 'buyer', state: 'confirmed', otherName: seller.name, actions: ['cancel'] });
    expect(sellerView).toMatchObject({ role: 'seller', state: 'confirmed', otherName: 'Bruno Comprador' });

    // The seller cancels: both calendars get the withdrawal with the same UID.
    expect((await changeVisit({ userId: seller.id, visitId: booked.visitId, action: 'cancel' })).ok).toBe(true);
    const cancelMail = await smtp.waitForMail({ to: buyer.email, subject: /Visit cancelled/ });
    const cancelIcs = readIcs(
      cancelMail.attachments.find((part) => part.filename === 'galope-visit.ics')?.content ?? '',
    );
    expect(cancelIcs).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `visit-${booked.visitId}@galope.test`,
      sequence: 1,
    });
    await smtp.waitForMail({ to: seller.email, subject: /Visita cancelada/ });
    expect((await noticesOf(buyer.id)).map((notice) => notice.content).sort()).toEqual([
      'visits.notice.cancelled',
      'visits.notice.confirmed_buyer',
    ]);
  });
});

/** The base64 application/ics part of a raw message, decoded as sent. */
function attachedIcs(raw: string): string {
  const part = raw.split(/\r\n--/).find((each) => /content-type:\s*application\/ics/i.test(each));
  if (!part) throw new Error('no application/ics part');
  const body = part
    .split(/\r\n\r\n/)
    .slice(1)
    .join('\r\n\r\n');
  return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8');
}
