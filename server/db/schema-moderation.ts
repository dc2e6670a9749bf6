import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classifiedMedia, classifieds, users } from './schema.ts';

/**
 * The perceptual fingerprint of an ad photo (64-bit dHash, server/moderation/photo-hash.ts),
 * written when the photo is processed. `bands` are its eight bytes tagged by position
 * (`index * 256 + byte`): two hashes within 7 bits of each other share at least one band, so
 * the GIN index finds every candidate and the exact distance is checked on those few
 * (docs/decisions/0029-moderation-flags.md). A nearly uniform picture gets no row.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    mediaId: uuid()
      .primaryKey()
      .references(() => classifiedMedia.id, { onDelete: 'cascade' }),
    hash: bigint({ mode: 'bigint' }).notNull(),
    bands: integer().array().notNull(),
  },
  // Candidates sharing a band with a new photo's hash (`bands && array[...]`).
  (table) => [index('photo_fingerprints_bands_idx').using('gin', table.bands)],
);

/**
 * A photo that looks like another user's photo: written once per pair, the newer photo first,
 * when the newer one is fingerprinted. Both sides cascade, so a removed photo takes its flags along.
 */
export const photoMatches = pgTable(
  'photo_matches',
  {
    mediaId: uuid()
      .notNull()
      .references(() => classifiedMedia.id, { onDelete: 'cascade' }),
    matchedMediaId: uuid()
      .notNull()
      .references(() => classifiedMedia.id, { onDelete: 'cascade' }),
    /** Hamming distance between the two hashes (0 = the same picture). */
    distance: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.matchedMediaId] }),
    // The queue looks both ways: photos of pending ads found in older ads, and found again later.
    index('photo_matches_matched_idx').on(table.matchedMediaId),
  ],
);

/** A signed-in user reports an ad to the administration (one report per user and ad). */
export const adReports = pgTable(
  'ad_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of AD_REPORT_REASONS (common/moderation/report-reasons.ts). */
    reason: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by an administrator once handled, with what they decided. */
    resolvedAt: timestamp({ withTimezone: true }),
    resolution: text().$type<'resolved' | 'dismissed'>(),
  },
  (table) => [
    // One report per user and ad.
    uniqueIndex('ad_reports_ad_reporter_idx').on(table.classifiedId, table.reporterId),
    // The administration's queue: open reports, oldest first.
    index('ad_reports_open_idx').on(table.createdAt).where(sql`resolved_at is null`),
    // Open reports of the ads in the moderation queue.
    index('ad_reports_open_ad_idx').on(table.classifiedId).where(sql`resolved_at is null`),
  ],
);

/**
 * A change to an approved ad that a moderator reads before buyers see it (decision 0059 as amended
 * by the revision record): the seller's new words or category wait here while the approved version
 * stays public; approval copies `values` onto the ad, refusal drops the row. Photos and video apply
 * at once on the ad and only mark `mediaChanged`, so the moderator looks at them. One per ad.
 */
export const classifiedRevisions = pgTable('classified_revisions', {
  classifiedId: uuid()
    .primaryKey()
    .references(() => classifieds.id, { onDelete: 'cascade' }),
  /** The pending values, by the ad's column names in the app (`title`, `subcategoryKey`…). */
  values: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  mediaChanged: boolean().notNull().default(false),
  submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
