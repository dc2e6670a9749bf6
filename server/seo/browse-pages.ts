import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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
 * grouped queries take about a second, and a crawler asks for four sitemaps at once.
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
 * query per level, all of one shape (`adsGrouped`), and a place's category pages are summed from
 * its subcategory groups: a level's pages are exactly the groups that hold ads, so a page without
 * results never appears.
 */
async function listBrowsePages(): Promise<BrowsePage[]> {
  const [whatPages, placePages, countryWhatPages, filterPages] = await Promise.all([
    adsGrouped({ what: true }).then(withCategoryPages),
    Promise.all(PLACE_ORDER.map((place) => adsGrouped({ place }))),
    adsGrouped({ place: 'country', what: true }).then(withCategoryPages),
    byFilter(),
  ]);
  const [countryPages = [], ...narrowerPlacePages] = placePages;
  const narrowerWhatPages = await Promise.all(
    PLACE_ORDER.slice(1).map((place) => adsGrouped({ place, what: true }).then(withCategoryPages)),
  );
  return [
    ...whatPages,
    ...countryPages,
    ...countryWhatPages,
    ...narrowerPlacePages.flat(),
    ...narrowerWhatPages.flat(),
    ...filterPages,
  ];
}

/**
 * A place's subcategory pages preceded by its category pages, each category's lastmod the newest
 * of its subcategories'.
 */
function withCategoryPages(subcategoryPages: GroupedPage[]): BrowsePage[] {
  const categoryPages = new Map<string, BrowsePage>();
  for (const { categoryKey, subcategory: _subcategory, ...page } of subcategoryPages) {
    const key = JSON.stringify([page.country, page.community, page.province, page.town, categoryKey]);
    const found = categoryPages.get(key);
    if (!found || found.lastmod < page.lastmod) categoryPages.set(key, page);
  }
  return [...categoryPages.values(), ...subcategoryPages.map(({ categoryKey: _categoryKey, ...page }) => page)];
}

/**
 * A community's only province has no page of its own: its address answers 301 with the
 * community's, which lists the same ads (docs/decisions/0062-one-address-per-page.md).
 */
const notSoleProvince = sql`(select count(*) from ${provinces} sibling where sibling.community_id = ${provinces.communityId}) > 1`;

type Place = 'country' | 'community' | 'province' | 'town';
const PLACE_ORDER: readonly Place[] = ['country', 'community', 'province', 'town'];

/** What a grouping adds to the query: its columns, its joins from the ad, a condition, its groups and order. */
interface Grouping {
  columns: SelectedFields;
  joins: [PgTable, SQL | undefined][];
  where?: SQL;
  groupBy: (PgColumn | SQL)[];
  orderBy: SQL[];
}

/** Each place level with the wider places it sits in, joined from the ad's own column. */
const PLACES: Record<Place, Grouping> = {
  country: {
    columns: { country: countries.slug },
    joins: [[countries, eq(countries.code, classifieds.countryCode)]],
    groupBy: [countries.code],
    orderBy: [asc(countries.position)],
  },
  community: {
    columns: { country: countries.slug, community: communities.slug },
    joins: [
      [communities, eq(communities.id, classifieds.communityId)],
      [countries, eq(countries.code, communities.countryCode)],
    ],
    groupBy: [countries.code, communities.id],
    orderBy: [asc(countries.position), asc(communityOrder)],
  },
  province: {
    columns: { country: countries.slug, community: communities.slug, province: provinces.slug },
    joins: [
      [provinces, eq(provinces.id, classifieds.provinceId)],
      [communities, eq(communities.id, provinces.communityId)],
      [countries, eq(countries.code, provinces.countryCode)],
    ],
    where: notSoleProvince,
    groupBy: [countries.code, communities.id, provinces.id],
    orderBy: [asc(countries.position), asc(communityOrder), asc(provinces.slug)],
  },
  town: {
    columns: { country: countries.slug, community: communities.slug, province: provinces.slug, town: towns.slug },
    joins: [
      [towns, eq(towns.id, classifieds.townId)],
      [provinces, eq(provinces.id, towns.provinceId)],
      [communities, eq(communities.id, provinces.communityId)],
      [countries, eq(countries.code, provinces.countryCode)],
    ],
    groupBy: [countries.code, communities.id, provinces.id, towns.id],
    orderBy: [asc(countries.position), asc(communityOrder), asc(provinces.slug), asc(towns.slug)],
  },
};

/** The subcategory level, with its category (whose pages `withCategoryPages` sums from it). */
const WHAT: Grouping = {
  columns: { categoryKey: categories.key, category: categories.slug, subcategory: subcategories.slug },
  joins: [
    [subcategories, eq(subcategories.key, classifieds.subcategoryKey)],
    [categories, eq(categories.key, subcategories.categoryKey)],
  ],
  groupBy: [categories.key, subcategories.key],
  orderBy: [asc(categories.position), asc(subcategories.position)],
};

type GroupedPage = BrowsePage & { categoryKey?: string };

/** The listed ads grouped by a place level, by subcategory, or by both: one row per page, with its lastmod. */
function adsGrouped({ place, what = false }: { place?: Place; what?: boolean }): Promise<GroupedPage[]> {
  const parts = [place ? PLACES[place] : undefined, what ? WHAT : undefined].filter((part) => part !== undefined);
  let query = getDb()
    .select(Object.assign({}, ...parts.map((part) => part.columns), { lastmod }) as SelectedFields)
    .from(classifieds)
    .$dynamic();
  for (const [table, on] of parts.flatMap((part) => part.joins)) query = query.innerJoin(table, on);
  return query
    .where(and(LISTED, ...parts.map((part) => part.where)))
    .groupBy(...parts.flatMap((part) => part.groupBy))
    .orderBy(...parts.flatMap((part) => part.orderBy)) as unknown as Promise<GroupedPage[]>;
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
