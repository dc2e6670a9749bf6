import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { classifieds } from './schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search engine's own narrow copy of the ads a guest may see (approved, active, owner not
 * suspended; expiry is by time, so it is a column tested by every search): only what the search
 * filters, sorts and counts on, a third of `classifieds`' size, so each match costs a small row.
 * Kept in step by statement triggers on `classifieds` and `users` in the same transaction as every
 * write (drizzle/0015_search_table_custom.sql); never written by the app. Results are then hydrated
 * from `classifieds` for the page's rows only. See docs/decisions/0033-search-table.md.
 */
export const searchAds = pgTable(
  'search_ads',
  {
    id: uuid()
      .primaryKey()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    /** When it was published (its creation for the odd approved ad without a date). */
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    type: text().$type<'offer' | 'demand'>(),
    subcategoryKey: text(),
    /** The subcategory's category: a category page is one index walk, not a merge of its subcategories. */
    categoryKey: text(),
    countryCode: text().notNull(),
    communityId: text(),
    provinceId: text(),
    townId: integer(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    price: integer(),
    sold: boolean().notNull(),
    /** Set aside for a buyer (issue 31): listed, left out when the search hides reserved ads. */
    reserved: boolean().notNull().default(false),
    filterTags: text().array().notNull(),
    /** The ad's language (its seller's): on a tie in relevance, ads in the reader's language first. */
    language: text().notNull().default('es'),
    /**
     * The whole weighted vector (STORAGE EXTERNAL: the first thing moved out of line from a long row).
     * Matched through the text index's bitmap only, which never reads it.
     */
    searchVector: tsvector().notNull(),
    /** Only the title, horse name, breed and attributes (weights A–C): small and inline, for ranking. */
    rankVector: tsvector().notNull(),
  },
  (table) => [
    // Search text, alone or with a province or subcategory (btree_gin: one index answers both).
    index('search_ads_text_idx').using('gin', table.searchVector, table.provinceId, table.subcategoryKey),
    // Dynamic filters: an ad with one of the chosen items (`filter_tags && array[...]`).
    index('search_ads_filter_tags_idx').using('gin', table.filterTags),
    // The same items within the ad's subcategory ('sport_horses:sexo/yegua'): a subcategory's
    // filters read the ads of their items in it only (docs/decisions/0047-subcategory-scoped-tags.md).
    // `search_scoped_tags` is created by the migration that made this index.
    index('search_ads_scoped_tags_idx').using(
      'gin',
      sql`search_scoped_tags(${table.subcategoryKey}, ${table.filterTags})`,
    ),
    // Newest first with no narrowing index, the bounded counts of a search without words.
    index('search_ads_published_idx').on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Newest first within a subcategory, a category, a community, a province.
    index('search_ads_subcategory_idx').on(table.subcategoryKey, table.publishedAt.desc().nullsFirst()),
    index('search_ads_category_idx').on(table.categoryKey, table.publishedAt.desc().nullsFirst()),
    index('search_ads_community_idx').on(table.communityId, table.publishedAt.desc().nullsFirst()),
    index('search_ads_province_idx').on(table.provinceId, table.publishedAt.desc().nullsFirst()),
    // Sorted by price up, then down (nulls last both ways), newest first on a tie; and within a subcategory.
    index('search_ads_price_asc_idx').on(table.price.asc().nullsLast(), table.publishedAt.desc()),
    index('search_ads_price_desc_idx').on(table.price.desc().nullsLast(), table.publishedAt.desc()),
    index('search_ads_subcategory_price_asc_idx').on(
      table.subcategoryKey,
      table.price.asc().nullsLast(),
      table.publishedAt.desc(),
    ),
    index('search_ads_subcategory_price_desc_idx').on(
      table.subcategoryKey,
      table.price.desc().nullsLast(),
      table.publishedAt.desc(),
    ),
    // Price order within a category: without them a small category walked the whole price index
    // testing each ad's category (40,000 buffers, 115 ms at 100k ads).
    index('search_ads_category_price_asc_idx').on(
      table.categoryKey,
      table.price.asc().nullsLast(),
      table.publishedAt.desc(),
    ),
    index('search_ads_category_price_desc_idx').on(
      table.categoryKey,
      table.price.desc().nullsLast(),
      table.publishedAt.desc(),
    ),
    // Radius search: the bounding box around a town (latitude, then longitude), before the exact distance.
    index('search_ads_lat_lng_idx').on(table.lat, table.lng),
  ],
);
