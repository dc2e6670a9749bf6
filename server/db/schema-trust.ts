import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classifieds, users } from './schema.ts';
import { chatConversations } from './schema-chat.ts';

/**
 * A sale the seller recorded from a conversation ("Sold to this buyer", issue 31): one per
 * conversation. It is what makes the two parties eligible to review each other.
 */
export const trades = pgTable(
  'trades',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One trade per conversation: a second "Sold to this buyer" finds the first.
    uniqueIndex('trades_conversation_idx').on(table.conversationId),
    // A user's trades to review, as buyer and as seller (the reviews page).
    index('trades_buyer_idx').on(table.buyerId, table.createdAt),
    index('trades_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/**
 * What one party of a trade says of the other: 1–5 stars and an optional text, once per trade and
 * author; the reviewed person may reply once. An administrator's removal keeps the row (the audit
 * names it) and hides it everywhere.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    tradeId: uuid()
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    body: text().notNull().default(''),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
    removedReason: text(),
  },
  (table) => [
    // Once per trade and author: a second submission hits this index.
    uniqueIndex('reviews_trade_author_idx').on(table.tradeId, table.authorId),
    // A person's shown reviews, newest first, and their average and count.
    index('reviews_subject_idx').on(table.subjectId, table.createdAt).where(sql`removed_at is null`),
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);

/** A signed-in user reports a review to the administration (one report per user and review). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_reports_review_reporter_idx').on(table.reviewId, table.reporterId),
    // The administration's queue: open reports, oldest first.
    index('review_reports_open_idx').on(table.createdAt).where(sql`resolved_at is null`),
  ],
);

/**
 * How a seller answers buyers, computed from chat history by the `trust-response-stats` job
 * (server/trust/response-stats.ts): shown once `conversations` reaches the threshold there.
 */
export const sellerResponseStats = pgTable('seller_response_stats', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Conversations in the window where a buyer wrote to this seller. */
  conversations: integer().notNull(),
  /** Buyer turns answered by the seller, 0–1. */
  replyRate: real().notNull(),
  /** Median minutes from a buyer's turn to the seller's answer; null when nothing was answered. */
  medianReplyMinutes: integer(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
