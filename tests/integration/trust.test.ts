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
const { classifieds, notifications, trades } = await import('../../server/db/schema.ts');
const { openConversation } = await import('../../server/chat/conversations.ts');
const { sendMessage } = await import('../../server/chat/messages.ts');
const { findProvinceBySlug } = await import('../../server/geo/geography.ts');
const { searchAds } = await import('../../server/search/search-ads.ts');
const { actOnTrade, findTradeState } = await import('../../server/trust/trades.ts');

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
    expect(listed.ads.map((card) => [card.slug, card.reserved])).toEqual([[ad.slug, true]]);
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
