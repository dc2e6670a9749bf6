import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classifieds, users } from './schema.ts';

/** A user's favourite ads (spec §1): one row per user and ad; the settings page classifieds-saved. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The primary key answers "which of these ads has the user favourited" (one query per page).
    primaryKey({ columns: [table.userId, table.classifiedId] }),
    // The user's saved list, newest first.
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
    // Favourite alerts: everyone who favourited an ad.
    index('favourites_classified_idx').on(table.classifiedId),
  ],
);

/** Stars a user gave an ad (1–5), changeable; never on one's own ad (checked by the domain). */
export const adRatings = pgTable(
  'ad_ratings',
  {
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The ad page's average and count (all of an ad's ratings), and the reader's own rating.
    primaryKey({ columns: [table.classifiedId, table.userId] }),
    check('ad_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);

/**
 * Engagement events that already produced a notification, so none is told twice: `event` is
 * `favourited` and `rated:{stars}` (user = who acted; the owner was told), or a favourite alert
 * (user = who was told) `price_dropped:{price}`, `sold`, `expiring:{expiry ISO date}`.
 */
export const engagementNotices = pgTable(
  'engagement_notices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The claim: an insert that conflicts here was already told.
  (table) => [primaryKey({ columns: [table.userId, table.classifiedId, table.event] })],
);
