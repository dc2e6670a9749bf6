import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AlertFrequency } from '../../common/saved-searches/alert-frequencies.ts';
import type { SearchForm } from '../../common/search/search-form.ts';
import { classifieds, users } from './schema.ts';

/** A search a user keeps (settings search-saved), with its alerts. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The normalised search form (describeSearch), as /search takes it. */
    form: jsonb().$type<SearchForm>().notNull(),
    frequency: text().$type<AlertFrequency>().notNull().default('instant'),
    /** When the user last opened it from the list: the "new ads" count starts there. */
    lastOpenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The user's list, newest first; the per-user cap counts it.
  (table) => [index('saved_searches_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Ads approved and not yet matched against the saved searches: written in the approval's own
 * transaction, removed in the transaction that records the matches. The intent to alert can
 * therefore never be lost between the approval and the job.
 */
export const savedSearchApprovals = pgTable('saved_search_approvals', {
  classifiedId: uuid()
    .primaryKey()
    .references(() => classifieds.id, { onDelete: 'cascade' }),
  approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One matching ad for one saved search, at most once ever (the unique index): `pending` until its
 * alert is sent, `sent` once the mail went and the notification was stored, `muted` when the
 * search's alerts were off (still counted as a new ad), `skipped` when the ad was gone by then.
 */
export const savedSearchDeliveries = pgTable(
  'saved_search_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    state: text().$type<'pending' | 'sent' | 'muted' | 'skipped'>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Never the same ad twice for the same saved search.
    uniqueIndex('saved_search_deliveries_pair_idx').on(table.savedSearchId, table.classifiedId),
    // The sender and the digests: a search's alerts still to send.
    index('saved_search_deliveries_pending_idx').on(table.savedSearchId, table.createdAt).where(sql`state = 'pending'`),
  ],
);
