import { eq } from 'drizzle-orm';
import { findAdBrief } from '../ads/ad-brief.ts';
import { findAdSaleState } from '../ads/ad-headlines.ts';
import { changeOwnAd } from '../ads/ad-lifecycle.ts';
import { findConversationFor } from '../chat/conversations.ts';
import { getDb } from '../db/client.ts';
import { trades } from '../db/tables.ts';
import { actorOf, classifiedOf } from '../engagement/notice-people.ts';
import { tellUser } from './trust-notices.ts';

export const TRADE_ACTIONS = ['reserve', 'unreserve', 'sold_to_buyer'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

/** Where an invitation to review leads: the reader's reviews page. */
export const REVIEWS_PAGE = '/user/reviews';

/** What the conversation's page shows of the ad's sale to the reader. */
export interface TradeState {
  role: 'buyer' | 'seller';
  reserved: boolean;
  sold: boolean;
  /** The ad was sold in this very conversation. */
  soldHere: boolean;
  /** The seller may mark the ad from here (their own ad, still theirs to sell). */
  canAct: boolean;
}

/**
 * The sale state of the conversation's ad as `userId` sees it, or undefined when they do not
 * take part in the conversation.
 */
export async function findTradeState(options: { conversationId: string; userId: string }) {
  const access = await findConversationFor(options);
  if (!access) return undefined;
  const [ad, [trade]] = await Promise.all([
    findAdSaleState(access.classifiedId),
    getDb().select({ id: trades.id }).from(trades).where(eq(trades.conversationId, access.id)),
  ]);
  if (!ad) return undefined;
  const row = { ...ad, tradeId: trade?.id ?? null };
  const state: TradeState = {
    role: access.role,
    reserved: row.reservedAt !== null,
    sold: row.soldAt !== null,
    soldHere: row.tradeId !== null,
    canAct: access.role === 'seller' && row.ownerId === options.userId && row.status === 'approved',
  };
  return state;
}

/**
 * The seller acts on their ad from a conversation: reserve it (or take the reservation back), or
 * sell it to this conversation's buyer. The buyer is told (bell, live, e-mail); a sale also
 * records the trade and invites both sides to review each other. False when the reader is not
 * this conversation's seller, or the ad is not theirs to change: the page answers 404.
 */
export async function actOnTrade(options: {
  userId: string;
  conversationId: string;
  action: TradeAction;
}): Promise<boolean> {
  const { userId, conversationId, action } = options;
  const access = await findConversationFor({ conversationId, userId });
  if (access?.role !== 'seller') return false;
  const ad = await findAdBrief({ id: access.classifiedId });
  if (!ad || ad.ownerId !== userId) return false;
  const adAction = action === 'sold_to_buyer' ? 'sold' : action;
  if (!(await changeOwnAd({ ownerId: userId, adId: ad.id, action: adAction }))) return false;
  const seller = await actorOf(userId);
  const classified = classifiedOf(ad);
  const values = { title: ad.title, name: seller.name };
  if (action === 'reserve') {
    await tellUser({
      userId: access.buyer.id,
      type: 'trade_reserved',
      kind: 'reserved',
      data: { classified, user: seller },
      values,
      link: `/user/messages/${conversationId}`,
    });
  }
  if (action !== 'sold_to_buyer') return true;
  const inserted = await getDb()
    .insert(trades)
    .values({ conversationId, classifiedId: ad.id, sellerId: userId, buyerId: access.buyer.id })
    .onConflictDoNothing({ target: trades.conversationId })
    .returning({ id: trades.id });
  // Sold here before: nobody is told twice.
  if (inserted.length === 0) return true;
  const buyer = await actorOf(access.buyer.id);
  await tellUser({
    userId: access.buyer.id,
    type: 'trade_sold',
    kind: 'sold',
    data: { classified, user: seller },
    values,
    link: REVIEWS_PAGE,
  });
  for (const [to, other] of [
    [access.buyer.id, seller],
    [userId, buyer],
  ] as const) {
    await tellUser({
      userId: to,
      type: 'review_invitation',
      kind: 'review_invitation',
      data: { classified, user: other },
      values: { title: ad.title, name: other.name },
      link: REVIEWS_PAGE,
    });
  }
  return true;
}
