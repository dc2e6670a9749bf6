import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_SEARCH_TYPE } from '../../common/search/search-form.ts';
import { VISIBLE } from '../ads/ad-visibility.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { categories, classifieds, communities, countries, provinces, subcategories, towns } from '../db/tables.ts';
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
 * community → province (but a community's only one) → town; then each of those places with a
 * category and a subcategory, and the filter pages (/f/{filter}, /f/{filter}/{item}). One grouped
 * query per level (a place's category pages are summed from its subcategory groups): a level's
 * pages are exactly the groups that hold ads, so a page without results never appears.
 */
export async function listBrowsePages(): Promise<BrowsePage[]> {
  const [levels, filterPages] = await Promise.all([
    Promise.all([
      byCategory(),
      bySubcategory(),
      byCountry(),
      byCountryAndCategory(),
      byCountryAndSubcategory(),
      byCommunity(),
      byProvince(),
      byTown(),
    ]),
    byFilter(),
  ]);
  const withWhat = await Promise.all([byCommunitySubcategory(), byProvinceSubcategory(), byTownSubcategory()]);
  return [...levels.flat(), ...withWhat.flatMap(withCategoryPages), ...filterPages];
}

/**
 * A place's subcategory pages preceded by its category pages, each category's lastmod the newest
 * of its subcategories'.
 */
function withCategoryPages(subcategoryPages: (BrowsePage & { categoryKey: string })[]): BrowsePage[] {
  const categoryPages = new Map<string, BrowsePage>();
  for (const { categoryKey, subcategory: _subcategory, ...page } of subcategoryPages) {
    const key = JSON.stringify([page.country, page.community, page.province, page.town, categoryKey]);
    const found = categoryPages.get(key);
    if (!found || found.lastmod < page.lastmod) categoryPages.set(key, page);
  }
  return [...categoryPages.values(), ...subcategoryPages.map(({ categoryKey: _categoryKey, ...page }) => page)];
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

const whatColumns = {
  categoryKey: categories.key,
  category: categories.slug,
  subcategory: subcategories.slug,
  lastmod,
};
const whatOrder = [asc(categories.position), asc(subcategories.position)];

function byCommunitySubcategory() {
  return getDb()
    .select({ country: countries.slug, community: communities.slug, ...whatColumns })
    .from(classifieds)
    .innerJoin(communities, eq(communities.id, classifieds.communityId))
    .innerJoin(countries, eq(countries.code, communities.countryCode))
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(LISTED)
    .groupBy(countries.code, communities.id, categories.key, subcategories.key)
    .orderBy(asc(countries.position), asc(communityOrder), ...whatOrder);
}

function byProvinceSubcategory() {
  return getDb()
    .select({ country: countries.slug, community: communities.slug, province: provinces.slug, ...whatColumns })
    .from(classifieds)
    .innerJoin(provinces, eq(provinces.id, classifieds.provinceId))
    .innerJoin(communities, eq(communities.id, provinces.communityId))
    .innerJoin(countries, eq(countries.code, provinces.countryCode))
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(and(LISTED, notSoleProvince))
    .groupBy(countries.code, communities.id, provinces.id, categories.key, subcategories.key)
    .orderBy(asc(countries.position), asc(communityOrder), asc(provinces.slug), ...whatOrder);
}

function byTownSubcategory() {
  return getDb()
    .select({
      country: countries.slug,
      community: communities.slug,
      province: provinces.slug,
      town: towns.slug,
      ...whatColumns,
    })
    .from(classifieds)
    .innerJoin(towns, eq(towns.id, classifieds.townId))
    .innerJoin(provinces, eq(provinces.id, towns.provinceId))
    .innerJoin(communities, eq(communities.id, provinces.communityId))
    .innerJoin(countries, eq(countries.code, provinces.countryCode))
    .innerJoin(subcategories, eq(subcategories.key, classifieds.subcategoryKey))
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .where(LISTED)
    .groupBy(countries.code, communities.id, provinces.id, towns.id, categories.key, subcategories.key)
    .orderBy(asc(countries.position), asc(communityOrder), asc(provinces.slug), asc(towns.slug), ...whatOrder);
}

/**
 * The filter pages with ads: /f/{filter} (ads stating any of its items) then each
 * /f/{filter}/{item}, in the filters' and items' order; values that name no filter or item of the
 * catalogue have no page.
 */
async function byFilter(): Promise<BrowsePage[]> {
  const [rows, reference] = await Promise.all([
    getDb()
      .select({
        filter: sql<string>`stated.key`,
        item: sql<string>`item.value`,
        lastmod,
      })
      .from(classifieds)
      .innerJoin(sql`jsonb_each(${classifieds.filterValues}) as stated(key, value)`, sql`true`)
      .innerJoin(sql`jsonb_array_elements_text(stated.value) as item(value)`, sql`true`)
      .where(and(LISTED, sql`jsonb_typeof(stated.value) = 'array'`))
      .groupBy(sql`stated.key`, sql`item.value`),
    getReferenceData(),
  ]);
  const newest = new Map(rows.map((row) => [`${row.filter}/${row.item}`, row.lastmod]));
  return reference.filters.flatMap((filter) => {
    const items = filter.items.flatMap((item) => {
      const found = newest.get(`${filter.slug}/${item.slug}`);
      return found ? [{ filter: filter.slug, item: item.slug, lastmod: found }] : [];
    });
    if (items.length === 0) return [];
    const lastmod = new Date(Math.max(...items.map((each) => each.lastmod.getTime())));
    return [{ filter: filter.slug, lastmod }, ...items];
  });
}
