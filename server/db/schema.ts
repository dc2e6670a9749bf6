import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale, Localized } from '../../common/locale/locales.ts';

/** A text search document; written by the `classifieds_search_fields` trigger, never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Reference data: seeded at start from `server/catalogue/data` and `server/geo/data`. */
export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: jsonb().$type<Localized>().notNull(),
  slug: jsonb().$type<Localized>().notNull(),
  currency: text().notNull(),
  phonePrefix: text().notNull(),
  flag: text().notNull(),
  position: integer().notNull(),
});

export const communities = pgTable(
  'communities',
  {
    id: text().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    iso: text(),
    name: jsonb().$type<Localized>().notNull(),
    slug: jsonb().$type<Localized>().notNull(),
  },
  // Communities of a country, for the country page and the search panel.
  (table) => [index('communities_country_idx').on(table.countryCode)],
);

export const provinces = pgTable(
  'provinces',
  {
    id: text().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    communityId: text()
      .notNull()
      .references(() => communities.id),
    iso: text(),
    name: jsonb().$type<Localized>().notNull(),
    slug: text().notNull(),
  },
  (table) => [
    // Provinces by community (API call 6).
    index('provinces_community_idx').on(table.communityId),
    // A province by slug inside its country (URLs and API call 7).
    uniqueIndex('provinces_country_slug_idx').on(table.countryCode, table.slug),
  ],
);

export const towns = pgTable(
  'towns',
  {
    id: integer().primaryKey(),
    provinceId: text()
      .notNull()
      .references(() => provinces.id),
    name: text().notNull(),
    slug: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    population: integer(),
  },
  // Towns by province, and a town by slug inside its province.
  (table) => [uniqueIndex('towns_province_slug_idx').on(table.provinceId, table.slug)],
);

export const categories = pgTable('categories', {
  key: text().primaryKey(),
  name: jsonb().$type<Localized>().notNull(),
  slug: jsonb().$type<Localized>().notNull(),
  position: integer().notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    key: text().primaryKey(),
    categoryKey: text()
      .notNull()
      .references(() => categories.key),
    name: jsonb().$type<Localized>().notNull(),
    slug: jsonb().$type<Localized>().notNull(),
    svg: text().notNull(),
    withPrice: boolean().notNull().default(true),
    position: integer().notNull(),
  },
  // Subcategories of a category, in order.
  (table) => [index('subcategories_category_idx').on(table.categoryKey, table.position)],
);

export const filters = pgTable('filters', {
  slug: text().primaryKey(),
  name: jsonb().$type<Localized>().notNull(),
  position: integer().notNull(),
});

export const filterSubcategories = pgTable(
  'filter_subcategories',
  {
    filterSlug: text()
      .notNull()
      .references(() => filters.slug, { onDelete: 'cascade' }),
    subcategoryKey: text()
      .notNull()
      .references(() => subcategories.key, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.filterSlug, table.subcategoryKey] }),
    // Filters of a subcategory (API call 5).
    index('filter_subcategories_subcategory_idx').on(table.subcategoryKey),
  ],
);

export const filterItems = pgTable(
  'filter_items',
  {
    filterSlug: text()
      .notNull()
      .references(() => filters.slug, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: jsonb().$type<Localized>().notNull(),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.filterSlug, table.slug] })],
);

/**
 * Words that mean the same to a buyer, in the four languages (PRE = Pura Raza Española = Andalusian;
 * yegua = mare = euga = égua): a search for one finds ads with any of them
 * (server/search/search-synonyms.ts). Each language's terms are written comma-separated; a term may
 * be several words ('silla de montar'). Seeded from server/catalogue/data/search-synonyms.ts and
 * edited by administrators as content.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  key: text().primaryKey(),
  terms: jsonb().$type<Localized>().notNull(),
  /** Where ads about it are listed: ads there rank first (server/search/search-ranking.ts). */
  subcategoryKeys: text().array().notNull().default(sql`'{}'`),
  position: integer().notNull(),
});

export const pages = pgTable('pages', {
  key: text().primaryKey(),
  slug: jsonb().$type<Localized>().notNull(),
  title: jsonb().$type<Localized>().notNull(),
  body: jsonb().$type<Localized>().notNull(),
  place: text().$type<'policy' | 'useful'>().notNull(),
  position: integer().notNull(),
});

export const socialLinks = pgTable('social_links', {
  name: text().primaryKey(),
  url: text().notNull(),
  title: jsonb().$type<Localized>().notNull(),
  position: integer().notNull(),
});

/** Site settings read by the front end (e.g. `recaptchaAllowedInTasks`) and internal markers. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Accounts: individual or company (professional). E-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** argon2id; null for accounts that only sign in with a social provider. */
    passwordHash: text(),
    name: text().notNull(),
    /** The public address of the user page, /u/{slug}. */
    slug: text().notNull(),
    accountType: text().$type<'individual' | 'company'>().notNull().default('individual'),
    role: text().$type<'user' | 'admin'>().notNull().default('user'),
    locale: text().$type<Locale>().notNull().default('es'),
    countryCode: text()
      .notNull()
      .default('ES')
      .references(() => countries.code),
    avatarKey: text(),
    /** Authenticates the user's websocket (spec §3 chat_key); rotated with the password. */
    chatKey: text().notNull(),
    phoneNumber: text(),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    phoneVisible: boolean().notNull().default(false),
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in and sign-up look a user up by e-mail.
    uniqueIndex('users_email_idx').on(table.email),
    // The public user page /u/{slug}.
    uniqueIndex('users_slug_idx').on(table.slug),
    // The websocket handshake finds the user by chat key.
    uniqueIndex('users_chat_key_idx').on(table.chatKey),
  ],
);

/** Signed-in browsers. The cookie holds a 256-bit token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  // Ending all of a user's sessions (logout everywhere, password change, suspension).
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One-time links sent by e-mail (verify the address, reset the password); only hashes stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'verify_email' | 'reset_password'>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A new link replaces the user's unused ones of the same purpose.
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Social sign-in: one row per (provider, subject) linked to a Galope account. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    // A user's linked providers (settings, account deletion).
    index('oauth_accounts_user_idx').on(table.userId),
  ],
);

/** A company's public profile (/pro/{slug}) and its professional header (spec §3 Custom header). */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    enabled: boolean().notNull().default(true),
    title: text().notNull(),
    description: text().notNull().default(''),
    position: text().notNull().default(''),
    coverKey: text(),
    companyUrl: text(),
    timeZone: text().notNull().default('Europe/Madrid'),
    /** [{ type: 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'x' | 'linkedin' | 'web', link }] */
    social: jsonb().$type<{ type: string; link: string }[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The company page /pro/{slug}.
  (table) => [uniqueIndex('company_profiles_slug_idx').on(table.slug)],
);

/** A pending phone verification: the SMS code's hash, its expiry and the wrong tries so far. */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text().notNull(),
  codeHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Ads (spec §3 Classified attributes, §4 lifecycle). `status` is where the ad is in review;
 * `active` is the owner's switch (hidden = inactive); `soldAt` marks it sold. A guest sees an
 * ad only when approved, active and not expired.
 */
export const classifieds = pgTable(
  'classifieds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The public address /s/{slug}: title, key attributes and town, then a short unique tail. */
    slug: text().notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<'draft' | 'pending' | 'approved' | 'refused' | 'deleted'>().notNull().default('draft'),
    active: boolean().notNull().default(true),
    /** Posted by a guest (/s/add-guest): sent to review once the new account's e-mail is confirmed. */
    heldForEmail: boolean().notNull().default(false),
    type: text().$type<'offer' | 'demand'>(),
    subcategoryKey: text().references(() => subcategories.key),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    /** Whole units of `currency`; null when the subcategory has no price or the seller gives none. */
    price: integer(),
    /** Fixed, open to offers, or given on request (no amount): server/ads/price-terms.ts. */
    priceType: text().$type<'fixed' | 'negotiable' | 'on_request'>().notNull().default('fixed'),
    /** What the price is for where the subcategory prices by time or quantity (`month`, `dose`…); null: the whole thing. */
    priceUnit: text(),
    currency: text().notNull().default('EUR'),
    /** The language the seller wrote in: the text search configuration of the ad. */
    language: text().$type<Locale>().notNull().default('es'),
    countryCode: text()
      .notNull()
      .default('ES')
      .references(() => countries.code),
    communityId: text().references(() => communities.id),
    provinceId: text().references(() => provinces.id),
    townId: integer().references(() => towns.id),
    /** The seller's point on the map, or the town's centre; the public sees only its area. */
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** The seller chose to show the exact point on the ad page (docs/decisions/0027-map-picker.md). */
    showExactLocation: boolean().notNull().default(false),
    /** The subcategory's filter values: filter slug → item slugs. */
    filterValues: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    horseName: text(),
    /**
     * Kept by the `classifieds_search_fields` trigger (drizzle/0006_search_text.sql): the weighted
     * words of the ad in its language, and its filter values as `filter/item` tags. Copied to
     * `search_ads`, which the search reads (decision 0033).
     */
    searchVector: tsvector(),
    filterTags: text().array().notNull().default(sql`'{}'::text[]`),
    birthYear: integer(),
    heightCm: integer(),
    ueln: text(),
    microchip: text(),
    studbook: text(),
    /** The pedigree (issue 30): parents, and the grandparents buyers ask for first (dam's sire). */
    sire: text(),
    dam: text(),
    sireSire: text(),
    damSire: text(),
    damDam: text(),
    /** Why an administrator refused or deleted it, shown to the owner. */
    moderationReason: text(),
    soldAt: timestamp({ withTimezone: true }),
    /** The seller set it aside for a buyer (issue 31): still listed, with a Reserved badge. */
    reservedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** When the owner was told the ad is about to expire; cleared when it is renewed. */
    expiryRemindedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The ad page /s/{slug}.
    uniqueIndex('classifieds_slug_idx').on(table.slug),
    // The owner's lists in settings (active, draft, inactive), newest first.
    index('classifieds_owner_idx').on(table.ownerId, table.updatedAt),
    // The moderation queue: pending ads, oldest first.
    index('classifieds_pending_idx').on(table.submittedAt).where(sql`status = 'pending'`),
    // Public listings: visible ads by subcategory and by province, newest first.
    index('classifieds_visible_subcategory_idx')
      .on(table.subcategoryKey, table.publishedAt)
      .where(sql`status = 'approved' and active`),
    // The expiry reminder job: visible ads by expiry date.
    index('classifieds_expiry_idx').on(table.expiresAt).where(sql`status = 'approved' and active`),
    index('classifieds_visible_province_idx')
      .on(table.provinceId, table.publishedAt)
      .where(sql`status = 'approved' and active`),
    // Search and browse, newest first with no other narrowing filter (and the sitemap).
    index('classifieds_visible_published_idx').on(table.publishedAt).where(sql`status = 'approved' and active`),
    // Search itself reads its own narrow table, `search_ads` (schema-search.ts, decision 0033).
  ],
);

/**
 * Distinct words of visible ads' titles and horse names, unaccented and lower-cased, for typo
 * correction ('lusitno' → 'lusitano'). Filled by a statement trigger on `classifieds`.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  // The nearest words to a typed one by trigram similarity.
  (table) => [index('search_words_trgm_idx').using('gist', table.word.op('gist_trgm_ops'))],
);

/**
 * Photos and the video of an ad. A photo is stored as variants at the spec's widths in WebP and
 * AVIF under `classifieds/{ad}/{id}-{width}.{format}`; `status` says whether they exist yet.
 */
export const classifiedMedia = pgTable(
  'classified_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    classifiedId: uuid()
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    /** The uploader; only they may remove it (spec §6). */
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'photo' | 'video'>().notNull(),
    position: integer().notNull(),
    status: text().$type<'processing' | 'ready' | 'failed'>().notNull().default('processing'),
    /** The upload as received, kept until its variants exist (then removed). */
    originalKey: text(),
    /** Photos: the widths made, e.g. [320, 640, 768, 1024, 1280, 1536]; video: empty. */
    widths: jsonb().$type<number[]>().notNull().default([]),
    width: integer(),
    height: integer(),
    /** A tiny blurred WebP as a data URL, shown while the photo loads. */
    placeholder: text(),
    /** Video: the stored mp4's key. */
    videoKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An ad's photos in order.
    index('classified_media_ad_idx').on(table.classifiedId, table.position),
    // The processing job picks up what is left undone after a restart.
    index('classified_media_processing_idx').on(table.createdAt).where(sql`status = 'processing'`),
  ],
);

/**
 * What the site tells a user (spec §3 Notification): `content` is a catalogue key rendered in the
 * reader's language, `data` its values and links. Unseen ones show as new.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text()
      .$type<
        | 'favourite'
        | 'rating'
        | 'message_from_administration'
        | 'classified_accepted'
        | 'classified_refused'
        | 'classified_deleted'
        | 'saved_search_alert'
        | 'favourite_price_dropped'
        | 'favourite_sold'
        | 'favourite_expiring'
        | 'visit_requested'
        | 'visit_confirmed'
        | 'visit_declined'
        | 'visit_cancelled'
        | 'trade_reserved'
        | 'trade_sold'
        | 'review_invitation'
        | 'review_received'
        | 'review_removed'
      >()
      .notNull(),
    content: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    seenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user's notifications, newest first (header dropdown, notifications page).
    index('notifications_user_idx').on(table.userId, table.createdAt),
    // The header's unseen count on every signed-in page: an index-only count of a few rows.
    index('notifications_unseen_idx').on(table.userId).where(sql`seen_at is null`),
  ],
);
