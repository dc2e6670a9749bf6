import { and, eq, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_SEARCH_TYPE } from '../../common/search/search-form.ts';
import { getDb } from '../db/client.ts';
import { subquery } from '../db/subquery.ts';
import { classifieds } from '../db/tables.ts';
import { VISIBLE } from './ad-visibility.ts';

/**
 * The ads a browse page lists: visible ones of the search's default type (offers; a wanted ad is
 * found by choosing "wanted"). A place whose only ads are wanted ones shows none, is noindex, and
 * so stays out of the sitemap.
 */
const BROWSED = DEFAULT_SEARCH_TYPE === 'all' ? VISIBLE : and(VISIBLE, eq(classifieds.type, DEFAULT_SEARCH_TYPE));

/** The newest change among a group's ads: an edit or a (re)publication, whichever is later. */
const lastmod = sql<Date>`max(greatest(${classifieds.updatedAt}, ${classifieds.publishedAt}))`.mapWith(
  classifieds.updatedAt,
);

/** What an ad stores of where it is and what it is, by the name a browse page groups by. */
const GROUP_KEYS = {
  country: classifieds.countryCode,
  community: classifieds.communityId,
  province: classifieds.provinceId,
  town: classifieds.townId,
  subcategory: classifieds.subcategoryKey,
} as const;
type GroupKey = keyof typeof GROUP_KEYS;

/**
 * The browsed ads grouped by the given keys of theirs, as a subquery named `browsed` another area
 * joins inside its own statement: one row per group that holds ads, with the keys (fields
 * `country`, `community`, `province`, `town`, `subcategory`, columns `ad_country`…: the code, id
 * or key the ad stores) and `lastmod`, the newest change among its ads. Drizzle writes a
 * subquery's columns unqualified, so their names differ from the catalogue's.
 */
export function browsedAdsGroupedBy(keys: readonly GroupKey[]) {
  const columns: Record<string, SQL.Aliased> = {};
  for (const key of keys) columns[key] = sql`${GROUP_KEYS[key]}`.as(`ad_${key}`);
  return subquery()
    .select({ ...(columns as Partial<Record<GroupKey, SQL.Aliased<string>>>), lastmod: lastmod.as('lastmod') })
    .from(classifieds)
    .where(BROWSED)
    .groupBy(...keys.map((key) => GROUP_KEYS[key]))
    .as('browsed');
}

/**
 * The filter values the browsed ads state: one row per filter and item value (as stored in the
 * ad's `filter_values`, lists only) with the newest change among the ads stating it.
 */
export function listBrowsedFilterValues(): Promise<{ filter: string; item: string; lastmod: Date }[]> {
  return getDb()
    .select({ filter: sql<string>`stated.key`, item: sql<string>`item.value`, lastmod })
    .from(classifieds)
    .innerJoin(sql`jsonb_each(${classifieds.filterValues}) as stated(key, value)`, sql`true`)
    .innerJoin(sql`jsonb_array_elements_text(stated.value) as item(value)`, sql`true`)
    .where(and(BROWSED, sql`jsonb_typeof(stated.value) = 'array'`))
    .groupBy(sql`stated.key`, sql`item.value`);
}
