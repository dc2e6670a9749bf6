import { asc, eq, sql } from 'drizzle-orm';
import { VISIBLE } from '../ads/ad-page-view.ts';
import { getDb } from '../db/client.ts';
import { categories, classifieds, communities, countries, provinces, subcategories, towns } from '../db/schema.ts';
import type { BrowsePage } from './browse-path.ts';

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
 * Every browse page that lists at least one visible ad, in the order Osclass users asked for:
 * category → subcategory → country (alone, then with a category, then a subcategory) →
 * community → province → town. One grouped query per level: a level's pages are exactly the
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
    .where(VISIBLE);
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
    .where(VISIBLE)
    .groupBy(categories.key, subcategories.key)
    .orderBy(asc(categories.position), asc(subcategories.position));
}

function byCountry() {
  return getDb()
    .select({ country: countries.slug, lastmod })
    .from(classifieds)
    .innerJoin(countries, eq(countries.code, classifieds.countryCode))
    .where(VISIBLE)
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
    .where(VISIBLE)
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
    .where(VISIBLE)
    .groupBy(countries.code, categories.key, subcategories.key)
    .orderBy(asc(countries.position), asc(categories.position), asc(subcategories.position));
}

function byCommunity() {
  return getDb()
    .select({ country: countries.slug, community: communities.slug, lastmod })
    .from(classifieds)
    .innerJoin(communities, eq(communities.id, classifieds.communityId))
    .innerJoin(countries, eq(countries.code, communities.countryCode))
    .where(VISIBLE)
    .groupBy(countries.code, communities.id)
    .orderBy(asc(countries.position), asc(communityOrder));
}

function byProvince() {
  return getDb()
    .select({ country: countries.slug, community: communities.slug, province: provinces.slug, lastmod })
    .from(classifieds)
    .innerJoin(provinces, eq(provinces.id, classifieds.provinceId))
    .innerJoin(communities, eq(communities.id, provinces.communityId))
    .innerJoin(countries, eq(countries.code, provinces.countryCode))
    .where(VISIBLE)
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
    .where(VISIBLE)
    .groupBy(countries.code, communities.id, provinces.id, towns.id)
    .orderBy(asc(countries.position), asc(communityOrder), asc(provinces.slug), asc(towns.slug));
}
