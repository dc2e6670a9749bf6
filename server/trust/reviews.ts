import { and, avg, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { formatDate } from '../../common/locale/format.ts';
import {
  REVIEW_TEXT_MAX,
  REVIEW_WINDOW_DAYS,
  type ReviewRefusal,
  reviewRefusal,
} from '../../common/trust/review-rules.ts';
import { findPublicPeople } from '../accounts/user-lookups.ts';
import { findAdHeadlines } from '../ads/ad-headlines.ts';
import { findConversationWriters } from '../chat/conversation-writers.ts';
import { getDb } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { reviews, trades } from '../db/tables.ts';
import { actorOf } from '../engagement/notice-people.ts';
import { isUuid } from '../infra/ids.ts';
import { mediaUrl } from '../infra/storage/media-storage.ts';
import { REVIEWS_PAGE } from './trades.ts';
import { tellUser } from './trust-notices.ts';

/** A person's reviews in short: the average (one decimal) and how many. */
export interface ReviewSummary {
  average: number | null;
  count: number;
}

/** A shown review, as /u, /pro and the seller card list them. */
export interface ReviewView {
  id: string;
  stars: number;
  body: string;
  reply: string | null;
  /** DD/MM/YYYY */
  date: string;
  author: { name: string; slug: string; avatar: string | null };
  /** The reader may reply (they are the one reviewed and have not replied yet). */
  canReply: boolean;
  /** The reader may report it (signed in, not its author). */
  canReport: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `authorId` may review the trade now; the refusal's reason otherwise. */
export async function checkReviewEligibility(options: {
  tradeId: string;
  authorId: string;
  now?: Date;
}): Promise<{ ok: true; subjectId: string } | { ok: false; reason: ReviewRefusal }> {
  const { tradeId, authorId, now = new Date() } = options;
  if (!isUuid(tradeId)) return { ok: false, reason: 'not_party' };
  const [trade] = await getDb().select().from(trades).where(eq(trades.id, tradeId));
  if (!trade) return { ok: false, reason: 'not_party' };
  const [already] = await getDb()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.tradeId, tradeId), eq(reviews.authorId, authorId)));
  const reason = reviewRefusal({
    authorId,
    buyerId: trade.buyerId,
    sellerId: trade.sellerId,
    writers: await findConversationWriters({ conversationId: trade.conversationId }),
    alreadyReviewed: already !== undefined,
    soldAt: trade.createdAt,
    now,
  });
  if (reason) return { ok: false, reason };
  return { ok: true, subjectId: authorId === trade.buyerId ? trade.sellerId : trade.buyerId };
}

/**
 * Writes `authorId`'s review of the other party of the trade and tells that person. Two
 * submissions at once meet the unique index: the second is refused as `already`.
 */
export async function writeReview(options: {
  tradeId: string;
  authorId: string;
  stars: number;
  body: string;
  now?: Date;
}): Promise<{ ok: true } | { ok: false; reason: ReviewRefusal }> {
  const eligible = await checkReviewEligibility(options);
  if (!eligible.ok) return eligible;
  const inserted = await getDb()
    .insert(reviews)
    .values({
      tradeId: options.tradeId,
      authorId: options.authorId,
      subjectId: eligible.subjectId,
      stars: Math.round(options.stars),
      body: options.body.trim().slice(0, REVIEW_TEXT_MAX),
    })
    .onConflictDoNothing({ target: [reviews.tradeId, reviews.authorId] })
    .returning({ id: reviews.id });
  if (inserted.length === 0) return { ok: false, reason: 'already' };
  const author = await actorOf(options.authorId);
  await tellUser({
    userId: eligible.subjectId,
    type: 'review_received',
    kind: 'review_received',
    data: { user: author, stars: Math.round(options.stars) },
    values: { name: author.name, stars: Math.round(options.stars) },
    link: REVIEWS_PAGE,
  });
  return { ok: true };
}

/** The reviewed person replies once to a shown review of them; false otherwise. */
export async function replyToReview(options: { userId: string; reviewId: string; reply: string }): Promise<boolean> {
  if (!isUuid(options.reviewId)) return false;
  const text = options.reply.trim().slice(0, REVIEW_TEXT_MAX);
  if (!text) return false;
  const rows = await getDb()
    .update(reviews)
    .set({ reply: text, repliedAt: new Date() })
    .where(
      and(
        eq(reviews.id, options.reviewId),
        eq(reviews.subjectId, options.userId),
        isNull(reviews.reply),
        isNull(reviews.removedAt),
      ),
    )
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** The average and count of the shown reviews of a person. */
export async function findReviewSummary({ userId }: { userId: string }): Promise<ReviewSummary> {
  const [row] = await reviewSummary().execute({ userId });
  const n = Number(row?.n ?? 0);
  return { count: n, average: n > 0 ? Math.round(Number(row?.average) * 10) / 10 : null };
}

/** Every seller card asks these two (the ad page): prepared once. */
const reviewSummary = preparedStatement((db) =>
  db
    .select({ n: count(), average: avg(reviews.stars) })
    .from(reviews)
    .where(and(eq(reviews.subjectId, sql.placeholder('userId')), isNull(reviews.removedAt)))
    .prepare('trust_review_summary'),
);

const latestReviews = preparedStatement((db) =>
  db
    .select({
      id: reviews.id,
      stars: reviews.stars,
      body: reviews.body,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      authorId: reviews.authorId,
    })
    .from(reviews)
    .where(and(eq(reviews.subjectId, sql.placeholder('userId')), isNull(reviews.removedAt)))
    .orderBy(desc(reviews.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('trust_latest_reviews'),
);

/** The latest shown reviews of a person, newest first, as `readerId` may act on them. */
export async function listReviewsOf(options: {
  userId: string;
  readerId: string | null;
  limit: number;
}): Promise<ReviewView[]> {
  const shown = await latestReviews().execute({ userId: options.userId, limit: options.limit });
  const authors = await findPublicPeople(shown.map((row) => row.authorId));
  const rows = shown.flatMap((row) => {
    const author = authors.get(row.authorId);
    return author ? [{ ...row, author }] : [];
  });
  return rows.map((row) => ({
    id: row.id,
    stars: row.stars,
    body: row.body,
    reply: row.reply,
    date: formatDate(row.createdAt),
    author: { name: row.author.name, slug: row.author.slug, avatar: mediaUrl(row.author.avatarKey) },
    canReply: options.readerId === options.userId && row.reply === null,
    canReport: options.readerId !== null && options.readerId !== row.authorId,
  }));
}

/** A trade the reader may still review: the other person and the ad, and until when. */
export interface PendingReview {
  tradeId: string;
  other: { name: string; slug: string };
  title: string;
  /** DD/MM/YYYY: the last day to write it. */
  until: string;
}

/**
 * The reader's trades of the last REVIEW_WINDOW_DAYS that they have not reviewed yet, newest first
 * (the rule that both wrote in the conversation is checked again when they send it).
 */
export async function listPendingReviews({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const tradeRows = await getDb()
    .select({
      tradeId: trades.id,
      createdAt: trades.createdAt,
      buyerId: trades.buyerId,
      sellerId: trades.sellerId,
      classifiedId: trades.classifiedId,
      reviewId: reviews.id,
    })
    .from(trades)
    .leftJoin(reviews, and(eq(reviews.tradeId, trades.id), eq(reviews.authorId, userId)))
    .where(or(eq(trades.buyerId, userId), eq(trades.sellerId, userId)));
  const [people, ads] = await Promise.all([
    findPublicPeople(tradeRows.flatMap((row) => [row.buyerId, row.sellerId])),
    findAdHeadlines(tradeRows.map((row) => row.classifiedId)),
  ]);
  const rows = tradeRows.flatMap((row) => {
    const buyer = people.get(row.buyerId);
    const seller = people.get(row.sellerId);
    const ad = ads.get(row.classifiedId);
    if (!buyer || !seller || !ad) return [];
    return [
      {
        ...row,
        buyer: { name: buyer.name, slug: buyer.slug },
        seller: { name: seller.name, slug: seller.slug },
        title: ad.title,
      },
    ];
  });
  return rows
    .filter((row) => row.reviewId === null && now.getTime() - row.createdAt.getTime() <= REVIEW_WINDOW_DAYS * DAY_MS)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(
      (row): PendingReview => ({
        tradeId: row.tradeId,
        other: row.buyerId === userId ? row.seller : row.buyer,
        title: row.title,
        until: formatDate(new Date(row.createdAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)),
      }),
    );
}
