import { randomUUID } from 'node:crypto';
import { DEMO_CHATS } from '../../seeds/demo/chats.ts';
import { hasScamPattern } from '../chat/scam-patterns.ts';
import type { getDb } from '../db/client.ts';
import { chatConversations, chatMessages } from '../db/tables.ts';
import type { PlannedAd } from './demo-plan.ts';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

const HORSE_SUBCATEGORIES = new Set(['sport_horses', 'leisure_horses', 'breeding_horses', 'young_horses']);
const MINUTE_MS = 60_000;

/**
 * Writes the demo conversations (inside the demo's transaction). Their unread e-mails count as
 * sent, so a fresh start does not mail the demo accounts.
 */
export async function insertChats(
  tx: Tx,
  options: { ads: PlannedAd[]; adIds: string[]; userIds: Map<string, string>; now: Date },
): Promise<number> {
  const { ads, adIds, userIds, now } = options;
  let written = 0;
  for (const chat of DEMO_CHATS) {
    const index = pickAd(ads, chat.seller);
    const sellerId = userIds.get(chat.seller);
    const buyerId = userIds.get(chat.buyer);
    if (index < 0 || !sellerId || !buyerId) continue;
    const start = now.getTime() - chat.startedDaysAgo * 24 * 60 * MINUTE_MS;
    const times = chat.lines.map((_, line) => new Date(start + line * 17 * MINUTE_MS));
    const last = times[times.length - 1] ?? new Date(start);
    const conversationId = randomUUID();
    await tx.insert(chatConversations).values({
      id: conversationId,
      classifiedId: adIds[index] as string,
      buyerId,
      sellerId,
      createdAt: new Date(start - MINUTE_MS),
      activityAt: last,
      lastMessageAt: last,
      buyerEmailedAt: now,
      sellerEmailedAt: now,
    });
    const seenUntil = chat.lines.length - (chat.unseen ?? 0);
    await tx.insert(chatMessages).values(
      chat.lines.map(([role, text], line) => {
        const createdAt = times[line] as Date;
        const seen = line < seenUntil ? new Date(createdAt.getTime() + 3 * MINUTE_MS) : null;
        return {
          conversationId,
          senderRole: role,
          clientId: randomUUID(),
          body: text,
          scamWarning: hasScamPattern(text),
          createdAt,
          deliveredAt: seen ?? new Date(createdAt.getTime() + 1000),
          seenAt: seen,
        };
      }),
    );
    written += 1;
  }
  return written;
}

/** The seller's first unsold horse on offer (else any offer of theirs), or -1. */
function pickAd(ads: PlannedAd[], ownerKey: string): number {
  const offers = ads
    .map((ad, index) => ({ ad, index }))
    .filter(({ ad }) => ad.ownerKey === ownerKey && ad.type === 'offer' && !ad.soldAt);
  return (offers.find(({ ad }) => HORSE_SUBCATEGORIES.has(ad.subcategoryKey)) ?? offers[0])?.index ?? -1;
}
