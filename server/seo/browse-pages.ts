import { and, asc, eq, sql } from 'drizzle-orm';
import { VISIBLE } from '../ads/ad-page-view.ts';
import { getDb } from '../db/client.ts';
import { categories, classifieds, communities, countries, provinces, subcategories, towns } from '../db/schema.ts';
import { DEFAULT_SEARCH_TYPE } from '../search/search-form.ts';
import type { BrowsePage } from './browse-path.ts';

/**
 * The ads a browse page lists: visible ones of the search's default type (offers; a wanted ad is
 * found by choosing "wanted"). A place whose only ads are wanted ones shows none, is noindex, and
 * so stays out of the sitemap.
 */
const LISTED = DEFAULT_SEARCH_TYPE === 'all' ? VISIBLE : and(VISIBLE, eq(classifieds.type, DEFAULT_SEARCH_TYPE));

/** The newest change among a page's ads. */
const lastmod = sql<Date>`max(greatest(${classifieds.updatedAt}, ${classifieds.publishedAt}))`.mapWith(
  classifieds.updatedAt,
);
const communityOrder = sql`${communities.slug}->>'es'`;

/** As long as /sitemaps/* may be cached: the same answer for the four locales' files. */
const FRESH_MS = 5 * 60_000;
let recent: { at: number; pages: Promise<BrowsePage[]> } | undefined;

/**
 * The browse pages, computed at most once every few minutes per process: at 100,000 ads the
 * eight grouped queries take about a second, and a crawler asks for four sitemaps at once.
 */
export function listBrowsePagesRecently(): Promise<BrowsePage[]> {
  const now = Date.now();
  if (!recent || now - recent.at > FRESH_MS) {
    const pages = listBrowsePages();
    recent = { at: now, pages };
    pages.catch(() => {
      if (recent?.pages === pages) recent = undefined;
    });
  }
  return recent.pages;
}

/**
 * Every browse page that lists at least one ad (`LISTED`), in the order Osclass users asked for:
 * category → subcategory → country (alone, then with a category, then a subcategory) →
 * community → province (but a community's only one) → town. One grouped query per level: a level's pages are exactly the
 * groups that hold ads, so a page without results never appears.
 */
export async function listBrowsePages(): Promise<BrowsePage[]> {
  const levels = await Promise.all([
    byCategory(),
    bySubcategory(),
    byCountry(),
    byCountryAndCategory(),
    byCountryAndSubcategory(),
    byCommunity(),
    byProvince(),
    byTown(),
  ]);
  return levels.flat();
}

function visibleAdsInCategories() {
  return getDb()
    .select({ category: categories.slug, lastmod })
    .from(classifieds)
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(LISTED);
}

function byCategory() {
  return visibleAdsInCategories().groupBy(categories.key).orderBy(asc(categories.position));
}

function bySubcategory() {
  return getDb()
    .select({ category: categories.slug, subcategory: subcategories.slug, lastmod })
    .from(classifieds)
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(LISTED)
    .groupBy(categories.key, subcategories.key)
    .orderBy(asc(categories.position), asc(subcategories.position));
}

function byCountry() {
  return getDb()
    .select({ country: countries.slug, lastmod })
    .from(classifieds)
    .innerJoin(countries, eq(countries.code, classifieds.countryCode))
    .where(LISTED)
    .groupBy(countries.code)
    .orderBy(asc(countries.position));
}

function byCountryAndCategory() {
  return getDb()
    .select({ country: countries.slug, category: categories.slug, lastmod })
    .from(classifieds)
    .innerJoin(countries, eq(countries.code, classifieds.countryCode))
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(LISTED)
    .groupBy(countries.code, categories.key)
    .orderBy(asc(countries.position), asc(categories.position));
}

function byCountryAndSubcategory() {
  return getDb()
    .select({ country: countries.slug, category: categories.slug, subcategory: subcategories.slug, lastmod })
    .from(classifieds)
    .innerJoin(countries, eq(countries.code, classifieds.countryCode))
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(LISTED)
    .groupBy(countries.code, categories.key, subcategories.key)
    .orderBy(asc(countries.position), asc(categories.position), asc(subcategories.position));
}

function byCommunity() {
  return getDb()
    .select({ country: countries.slug, community: communities.slug, lastmod })
    .from(classifieds)
    .innerJoin(communities, eq(communities.id, classifieds.communityId))
    .innerJoin(countries, eq(countries.code, communities.countryCode))
    .where(LISTED)
    .groupBy(countries.code, communities.id)
    .orderBy(asc(countries.position), asc(communityOrder));
}

/**
 * A community's only province has no page of its own: its address answers 301 with the
 * community's, which lists the same ads (docs/decisions/0062-one-address-per-page.md).
 */
const notSoleProvince = sql`(select count(*) from ${provinces} sibling where sibling.community_id = ${provinces.communityId}) > 1`;

function byProvince() {
  return getDb()
    .select({ country: countries.slug, community: communities.slug, province: provinces.slug, lastmod })
    .from(classifieds)
    .innerJoin(provinces, eq(provinces.id, classifieds.provinceId))
    .innerJoin(communities, eq(communities.id, provinces.communityId))
    .innerJoin(countries, eq(countries.code, provinces.countryCode))
    .where(and(LISTED, notSoleProvince))
    .groupBy(countries.code, communities.id, provinces.id)
    .orderBy(asc(countries.position), asc(communityOrder), asc(provinces.slug));
}

function byTown() {
  return getDb()
    .select({
      country: countries.slug,
      community: communities.slug,
      province: provinces.slug,
      town: towns.slug,
      lastmod,
    })
    .from(classifieds)
    .innerJoin(towns, eq(towns.id, classifieds.townId))
    .innerJoin(provinces, eq(provinces.id, towns.provinceId))
    .innerJoin(communities, eq(communities.id, provinces.communityId))
    .innerJoin(countries, eq(countries.code, provinces.countryCode))
    .where(LISTED)
    .groupBy(countries.code, communities.id, provinces.id, towns.id)
    .orderBy(asc(countries.position), asc(communityOrder), asc(provinces.slug), asc(towns.slug));
}
