import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classifieds, users } from './schema.ts';

export type ChatRole = 'buyer' | 'seller';

/**
 * Chat conversations (spec §3 Chat window): one per (ad, buyer); the seller is the ad's owner when
 * the conversation starts. `activityAt` orders a user's list (latest first); `lastMessageAt` is null
 * until the first message, so a seller only sees conversations somebody wrote in. `*EmailedAt` is
 * when that side was last e-mailed about unread messages (docs/decisions/0021-chat.md).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }),
    buyerEmailedAt: timestamp({ withTimezone: true }),
    sellerEmailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One conversation per ad and buyer: "Contact the seller" twice opens the same one.
    uniqueIndex('chat_conversations_ad_buyer_idx').on(table.classifiedId, table.buyerId),
    // A user's conversations by latest activity, as buyer and as seller.
    index('chat_conversations_buyer_idx').on(table.buyerId, table.activityAt),
    index('chat_conversations_seller_idx').on(table.sellerId, table.activityAt),
  ],
);

/**
 * Chat messages (spec §3 Chat message). `deliveredAt` / `seenAt` are the recipient's markers (the
 * side that did not write it). `clientId` is chosen by the sending browser: a resend after a
 * reconnect hits the unique index and returns the stored row instead of a second one.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderRole: text().$type<ChatRole>().notNull(),
    clientId: text().notNull(),
    body: text().notNull(),
    /** The text matched a scam pattern (server/chat/scam-patterns.ts): the buyer is warned. */
    scamWarning: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    seenAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_client_idx').on(table.conversationId, table.clientId),
    // A conversation's messages in order (paging before a message, receipts up to one, sync).
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    // Unread counts and the unread e-mail job: only messages nobody has seen yet.
    index('chat_messages_unseen_idx')
      .on(table.conversationId, table.senderRole, table.createdAt)
      .where(sql`seen_at is null`),
  ],
);

/** A user who blocked another: nothing can be sent either way between them while it exists. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    // "Has either blocked the other?" looks both ways.
    index('chat_blocks_blocked_idx').on(table.blockedId),
  ],
);

/** A conversation reported to the administration by one of its participants (one per reporter). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by an administrator once handled. */
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_reports_conversation_reporter_idx').on(table.conversationId, table.reporterId),
    // The administration's queue: open reports, oldest first.
    index('chat_reports_open_idx').on(table.createdAt).where(sql`resolved_at is null`),
  ],
);
