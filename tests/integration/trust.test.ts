import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { searchCriteria } from '../support/search-criteria.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';

// The mailer is built from the environment at its first use: point it at the capture server first.
const smtp: SmtpCapture = await startSmtpCapture();
process.env.SMTP_URL = smtp.url;
process.env.PUBLIC_URL = 'https://galope.test';
process.env.MAIL_FROM = 'Galope <no-reply@galope.test>';

const { createUser } = await import('../../server/accounts/users.ts');
const { getDb } = await import('../../server/db/client.ts');
const {
  adminAudit,
  chatConversations,
  chatMessages,
  classifieds,
  notifications,
  reviews,
  sellerResponseStats,
  trades,
} = await import('../../server/db/tables.ts');
const { openConversation } = await import('../../server/chat/conversations.ts');
const { sendMessage } = await import('../../server/chat/messages.ts');
const { findProvinceBySlug } = await import('../../server/geo/geography.ts');
const { searchAds } = await import('../../server/search/search-ads.ts');
const { actOnTrade, findTradeState } = await import('../../server/trust/trades.ts');
const { checkReviewEligibility, findReviewSummary, listPendingReviews, listReviewsOf, replyToReview, writeReview } =
  await import('../../server/trust/reviews.ts');
const { removeReview, reportReview } = await import('../../server/trust/review-moderation.ts');
const { computeResponseStats, findResponseStats, RESPONSE_STATS_MIN_CONVERSATIONS } = await import(
  '../../server/trust/response-stats.ts'
);
const { findProfileTrust } = await import('../../server/trust/profile-trust.ts');

afterAll(() => smtp.close());

const sevilla = findProvinceBySlug('sevilla', 'ES');
if (!sevilla) throw new Error('Sevilla is missing from the geography');

let counter = 0;
async function newUser(name: string, locale: 'es' | 'en' | 'ca' | 'pt' = 'en') {
  counter += 1;
  const user = await createUser({
    email: `trust${counter}-${randomBytes(3).toString('hex')}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return user;
}

async function publicAd(ownerId: string, title: string) {
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId,
      slug: `trust-ad-${randomBytes(6).toString('hex')}`,
      status: 'approved',
      type: 'offer',
      subcategoryKey: 'sport_horses',
      title,
      description: 'Muy noble.',
      price: 9_000,
      countryCode: 'ES',
      communityId: sevilla?.community,
      provinceId: sevilla?.id,
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  return ad;
}

/** A seller, a buyer and a conversation about the seller's ad in which both wrote. */
async function chatAbout(title: string, { buyerWrites = true, sellerWrites = true } = {}) {
  const seller = await newUser('Sara Vendedora');
  const buyer = await newUser('Bruno Comprador', 'es');
  const ad = await publicAd(seller.id, title);
  const opened = await openConversation({ classifiedSlug: ad.slug, buyerId: buyer.id });
  if (!opened.ok) throw new Error(opened.error);
  const conversationId = opened.window.chatWindowId;
  if (buyerWrites)
    await sendMessage({ userId: buyer.id, conversationId, clientId: randomUUID(), text: '¿Sigue disponible?' });
  if (sellerWrites) await sendMessage({ userId: seller.id, conversationId, clientId: randomUUID(), text: 'Sí.' });
  return { seller, buyer, ad, conversationId };
}

async function noticesOf(userId: string) {
  return getDb()
    .select({ type: notifications.type, content: notifications.content, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe('reserve and sell from a conversation', () => {
  test('a reserved ad stays listed with its flag, the search can leave it out, and the buyer is told', async () => {
    const word = `Reservable${randomBytes(3).toString('hex')}`;
    const { seller, buyer, ad, conversationId } = await chatAbout(`Yegua ${word} torda`);
    expect(await actOnTrade({ userId: seller.id, conversationId, action: 'reserve' })).toBe(true);

    const listed = await searchAds(searchCriteria({ q: word }));
    expect(listed.ads.map((card) => [card.slug, card.badge])).toEqual([[ad.slug, 'reserved']]);
    const hidden = await searchAds(searchCriteria({ q: word, hideReserved: true }));
    expect(hidden.ads).toEqual([]);

    expect(await noticesOf(buyer.id)).toContainEqual(
      expect.objectContaining({ type: 'trade_reserved', content: 'trust.notice.reserved' }),
    );
    // The buyer reads Spanish: the e-mail is in Spanish.
    const mail = await smtp.waitForMail({ to: buyer.email, subject: /está reservado para ti/ });
    expect(mail.text).toContain(`/user/messages/${conversationId}`);
    expect(await findTradeState({ conversationId, userId: buyer.id })).toMatchObject({
      role: 'buyer',
      reserved: true,
      canAct: false,
    });

    expect(await actOnTrade({ userId: seller.id, conversationId, action: 'unreserve' })).toBe(true);
    const again = await searchAds(searchCriteria({ q: word, hideReserved: true }));
    expect(again.ads.map((card) => card.slug)).toEqual([ad.slug]);
  });

  test('only the seller of the conversation can act on the ad', async () => {
    const { buyer, conversationId } = await chatAbout('Caballo Intocable');
    const stranger = await newUser('Tercero Curioso');
    expect(await actOnTrade({ userId: buyer.id, conversationId, action: 'reserve' })).toBe(false);
    expect(await actOnTrade({ userId: stranger.id, conversationId, action: 'sold_to_buyer' })).toBe(false);
    expect(await findTradeState({ conversationId, userId: stranger.id })).toBeUndefined();
  });

  test('"Sold to this buyer" sells the ad once, records the trade and invites both to review', async () => {
    const { seller, buyer, ad, conversationId } = await chatAbout('Potro Vendible');
    await actOnTrade({ userId: seller.id, conversationId, action: 'reserve' });
    expect(await actOnTrade({ userId: seller.id, conversationId, action: 'sold_to_buyer' })).toBe(true);
    expect(await actOnTrade({ userId: seller.id, conversationId, action: 'sold_to_buyer' })).toBe(true);

    const [row] = await getDb().select().from(classifieds).where(eq(classifieds.id, ad.id));
    expect(row?.soldAt).not.toBeNull();
    expect(row?.reservedAt).toBeNull();
    const recorded = await getDb().select().from(trades).where(eq(trades.conversationId, conversationId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ sellerId: seller.id, buyerId: buyer.id, classifiedId: ad.id });

    const buyerNotices = (await noticesOf(buyer.id)).map((notice) => notice.type);
    expect(buyerNotices.filter((type) => type === 'trade_sold')).toHaveLength(1);
    expect(buyerNotices.filter((type) => type === 'review_invitation')).toHaveLength(1);
    expect((await noticesOf(seller.id)).map((notice) => notice.type)).toEqual(['review_invitation']);
    await smtp.waitForMail({ to: buyer.email, subject: /Valora a Sara Vendedora/ });
    await smtp.waitForMail({ to: seller.email, subject: /Review Bruno Comprador/ });
    expect(await findTradeState({ conversationId, userId: seller.id })).toMatchObject({ sold: true, soldHere: true });
  });
});

/** A sale recorded from a conversation, with its trade id. */
async function soldTrade(options: { buyerWrites?: boolean; sellerWrites?: boolean } = {}) {
  const chat = await chatAbout('Yegua Valorable', options);
  await actOnTrade({ userId: chat.seller.id, conversationId: chat.conversationId, action: 'sold_to_buyer' });
  const [trade] = await getDb().select().from(trades).where(eq(trades.conversationId, chat.conversationId));
  if (!trade) throw new Error('no trade');
  return { ...chat, tradeId: trade.id };
}

describe('who may review a trade', () => {
  test('both parties review each other once; the averages, the reply and the pending list follow', async () => {
    const { seller, buyer, tradeId } = await soldTrade();
    expect(await listPendingReviews({ userId: buyer.id })).toMatchObject([{ tradeId, other: { name: seller.name } }]);
    expect(await writeReview({ tradeId, authorId: buyer.id, stars: 5, body: ' Todo perfecto. ' })).toEqual({
      ok: true,
    });
    expect(await writeReview({ tradeId, authorId: buyer.id, stars: 1, body: '' })).toEqual({
      ok: false,
      reason: 'already',
    });
    expect(await writeReview({ tradeId, authorId: seller.id, stars: 4, body: '' })).toEqual({ ok: true });
    expect(await listPendingReviews({ userId: buyer.id })).toEqual([]);

    expect(await findReviewSummary({ userId: seller.id })).toEqual({ average: 5, count: 1 });
    expect(await findReviewSummary({ userId: buyer.id })).toEqual({ average: 4, count: 1 });
    const [shown] = await listReviewsOf({ userId: seller.id, readerId: seller.id, limit: 5 });
    expect(shown).toMatchObject({ stars: 5, body: 'Todo perfecto.', canReply: true, canReport: true });
    // Only the reviewed person replies, and once.
    expect(await replyToReview({ userId: buyer.id, reviewId: shown?.id ?? '', reply: 'No.' })).toBe(false);
    expect(await replyToReview({ userId: seller.id, reviewId: shown?.id ?? '', reply: '¡Gracias!' })).toBe(true);
    expect(await replyToReview({ userId: seller.id, reviewId: shown?.id ?? '', reply: 'Otra vez' })).toBe(false);
    expect((await listReviewsOf({ userId: seller.id, readerId: null, limit: 5 }))[0]).toMatchObject({
      reply: '¡Gracias!',
      canReply: false,
      canReport: false,
    });
    expect(await noticesOf(seller.id)).toContainEqual(expect.objectContaining({ type: 'review_received' }));
  });

  test('a third user, who is not a party of the conversation, cannot review it', async () => {
    const { tradeId } = await soldTrade();
    const stranger = await newUser('Tercero Curioso');
    expect(await writeReview({ tradeId, authorId: stranger.id, stars: 1, body: 'Malo' })).toEqual({
      ok: false,
      reason: 'not_party',
    });
    expect(await getDb().select().from(reviews).where(eq(reviews.tradeId, tradeId))).toEqual([]);
  });

  test('each party must have written at least one message', async () => {
    const { buyer, seller, tradeId } = await soldTrade({ sellerWrites: false });
    expect(await checkReviewEligibility({ tradeId, authorId: buyer.id })).toEqual({ ok: false, reason: 'no_message' });
    expect(await checkReviewEligibility({ tradeId, authorId: seller.id })).toEqual({
      ok: false,
      reason: 'no_message',
    });
  });

  test('reviews close 30 days after the sale', async () => {
    const { buyer, tradeId } = await soldTrade();
    const day = 86_400_000;
    const [trade] = await getDb().select().from(trades).where(eq(trades.id, tradeId));
    const soldAt = trade?.createdAt.getTime() ?? 0;
    expect(
      await checkReviewEligibility({ tradeId, authorId: buyer.id, now: new Date(soldAt + 29 * day) }),
    ).toMatchObject({ ok: true });
    expect(
      await writeReview({ tradeId, authorId: buyer.id, stars: 3, body: '', now: new Date(soldAt + 31 * day) }),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  test('nobody reviews themselves, even on a trade that names them twice', async () => {
    const { seller, ad, conversationId } = await chatAbout('Caballo Propio');
    const [selfTrade] = await getDb()
      .insert(trades)
      .values({ conversationId, classifiedId: ad.id, sellerId: seller.id, buyerId: seller.id })
      .returning();
    expect(await writeReview({ tradeId: selfTrade?.id ?? '', authorId: seller.id, stars: 5, body: '' })).toEqual({
      ok: false,
      reason: 'self',
    });
  });
});

describe('reported reviews', () => {
  test('an administrator removes a reported review, audited, and its author is told why', async () => {
    const { seller, buyer, tradeId } = await soldTrade();
    await writeReview({ tradeId, authorId: buyer.id, stars: 1, body: 'Insultos' });
    const [review] = await listReviewsOf({ userId: seller.id, readerId: seller.id, limit: 1 });
    expect(await reportReview({ reporterId: buyer.id, reviewId: review?.id ?? '', reason: 'mine' })).toBe(false);
    expect(await reportReview({ reporterId: seller.id, reviewId: review?.id ?? '', reason: 'Me insulta' })).toBe(true);
    const admin = { id: (await newUser('Ana Admin')).id, role: 'admin' as const };
    await expect(
      removeReview({ admin: { ...admin, role: 'user' }, reviewId: review?.id ?? '', reason: 'x' }),
    ).rejects.toThrow();
    expect(await removeReview({ admin, reviewId: review?.id ?? '', reason: 'Lenguaje ofensivo' })).toBe(true);
    expect(await removeReview({ admin, reviewId: review?.id ?? '', reason: 'Otra vez' })).toBe(false);

    expect(await findReviewSummary({ userId: seller.id })).toEqual({ average: null, count: 0 });
    const audit = await getDb()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, review?.id ?? ''));
    expect(audit).toMatchObject([{ action: 'review.remove', targetType: 'review', adminId: admin.id }]);
    const told = (await noticesOf(buyer.id)).find((notice) => notice.type === 'review_removed');
    expect(told?.data).toMatchObject({ reason: 'Lenguaje ofensivo' });
    const mail = await smtp.waitForMail({ to: buyer.email, subject: /Tu valoración ha sido retirada/ });
    expect(mail.text).toContain('Lenguaje ofensivo');
  });
});

describe('response time and rate', () => {
  test('the job computes them from a fixed chat history and they show from the threshold', async () => {
    const seller = await newUser('Rápida Respondona');
    const now = new Date('2026-06-01T12:00:00Z');
    const minute = 60_000;
    // Buyer turns and the seller's answers, in minutes before `now`: three answered in 30, 90 and
    // 240 minutes (median 90); one never answered, two days old; one unanswered an hour ago (not
    // counted yet); a second buyer message in a row is the same turn.
    const histories: [role: 'buyer' | 'seller', minutesAgo: number][][] = [
      [
        ['buyer', 1000],
        ['buyer', 999],
        ['seller', 970],
      ],
      [
        ['buyer', 800],
        ['seller', 710],
      ],
      [
        ['buyer', 600],
        ['seller', 360],
      ],
      [['buyer', 2 * 24 * 60]],
      [['buyer', 60]],
    ];
    for (const [index, history] of histories.entries()) {
      const buyer = await newUser(`Comprador ${index}`);
      const ad = await publicAd(seller.id, `Caballo de historia ${index}`);
      const [conversation] = await getDb()
        .insert(chatConversations)
        .values({ classifiedId: ad.id, buyerId: buyer.id, sellerId: seller.id })
        .returning();
      for (const [role, minutesAgo] of history) {
        await getDb()
          .insert(chatMessages)
          .values({
            conversationId: conversation?.id ?? '',
            senderRole: role,
            clientId: randomUUID(),
            body: 'Hola',
            createdAt: new Date(now.getTime() - minutesAgo * minute),
          });
      }
    }
    await computeResponseStats({ now });
    const [row] = await getDb().select().from(sellerResponseStats).where(eq(sellerResponseStats.userId, seller.id));
    // Four turns counted in four conversations (the hour-old one waits), three answered.
    expect(row).toMatchObject({ conversations: 4, medianReplyMinutes: 90 });
    expect(row?.replyRate).toBeCloseTo(0.75, 5);
    expect(RESPONSE_STATS_MIN_CONVERSATIONS).toBeLessThanOrEqual(4);
    expect(await findResponseStats({ userId: seller.id })).toEqual({
      time: { key: 'trust.response.within_hours', values: { hours: 2 } },
      ratePercent: 75,
    });
    const trust = await findProfileTrust({ slug: seller.slug, readerId: null, limit: 1 });
    expect(trust?.response?.ratePercent).toBe(75);

    // Below the threshold nothing is shown.
    const quiet = await newUser('Vendedor Nuevo');
    const ad = await publicAd(quiet.id, 'Poni tranquilo');
    const [conversation] = await getDb()
      .insert(chatConversations)
      .values({ classifiedId: ad.id, buyerId: seller.id, sellerId: quiet.id })
      .returning();
    for (const [role, minutesAgo] of [
      ['buyer', 300],
      ['seller', 290],
    ] as const) {
      await getDb()
        .insert(chatMessages)
        .values({
          conversationId: conversation?.id ?? '',
          senderRole: role,
          clientId: randomUUID(),
          body: 'Hola',
          createdAt: new Date(now.getTime() - minutesAgo * minute),
        });
    }
    await computeResponseStats({ now });
    expect(await findResponseStats({ userId: quiet.id })).toBeNull();
  });
});
