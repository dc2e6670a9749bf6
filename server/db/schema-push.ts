import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Web Push subscriptions (issue 34): one per browser a user turned push on in. The endpoint is
 * the push service's address for that browser; `p256dh` and `auth` are its keys (RFC 8291), base64url.
 * An endpoint belongs to one user at a time: a browser signed in to another account moves to it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** What the browser said of itself ("Chrome on Android"), for the list of devices. */
    device: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // A subscription by its endpoint: saving again, and removing the ones the push service dropped.
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    // A user's devices: the settings list, and every push to them.
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
