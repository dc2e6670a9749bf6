import { asc, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { browsedAdsGroupedBy, listBrowsedFilterValues } from '../ads/browsed-ads.ts';
import { browsePlacesAs, browseSubcategoriesAs } from '../catalogue/browse-places.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import type { BrowsePage } from './browse-path.ts';

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
 * Every browse page that lists at least one ad (the ads area's browsed ads), in the order Osclass users asked for:
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

type Place = 'country' | 'community' | 'province' | 'town';
const PLACE_ORDER: readonly Place[] = ['country', 'community', 'province', 'town'];

/** A level's slugs down to itself, and what its pages are sorted by, as the catalogue's subquery names them. */
const PLACE_FIELDS: Record<Place, { slugs: string[]; order: string[] }> = {
  country: { slugs: ['country'], order: ['countryOrder'] },
  community: { slugs: ['country', 'community'], order: ['countryOrder', 'communityOrder'] },
  province: { slugs: ['country', 'community', 'province'], order: ['countryOrder', 'communityOrder', 'province'] },
  town: {
    slugs: ['country', 'community', 'province', 'town'],
    order: ['countryOrder', 'communityOrder', 'province', 'town'],
  },
};

type GroupedPage = BrowsePage & { categoryKey?: string };
type Fields = Record<string, SQL.Aliased>;

/** A subquery's column by name (the subqueries' fields differ by level). */
function field(fields: Fields, name: string): SQL.Aliased {
  const found = fields[name];
  if (!found) throw new Error(`The subquery has no column ${name}`);
  return found;
}

/**
 * The browsed ads grouped by a place level, by subcategory, or by both: one row per page, with its
 * lastmod. The ads area groups its rows by the place and subcategory they store; the catalogue
 * names each group's page (a place with the wider places it sits in, a subcategory with its
 * category) and the order. One statement, as when it joined the tables itself.
 */
function adsGrouped({ place, what = false }: { place?: Place; what?: boolean }): Promise<GroupedPage[]> {
  const browsed = browsedAdsGroupedBy([...(place ? [place] : []), ...(what ? (['subcategory'] as const) : [])]);
  const groups = browsed as unknown as Fields;
  const columns: SelectedFields = {};
  const orderBy: SQL[] = [];
  const joins: [typeof browsed | ReturnType<typeof browsePlacesAs> | ReturnType<typeof browseSubcategoriesAs>, SQL][] =
    [];
  if (place) {
    const at = browsePlacesAs(place);
    const fields = at as unknown as Fields;
    for (const name of PLACE_FIELDS[place].slugs) columns[name] = field(fields, name);
    for (const name of PLACE_FIELDS[place].order) orderBy.push(asc(field(fields, name)));
    joins.push([at, eq(field(fields, 'id'), field(groups, place))]);
  }
  if (what) {
    const kind = browseSubcategoriesAs();
    Object.assign(columns, { categoryKey: kind.categoryKey, category: kind.category, subcategory: kind.subcategory });
    orderBy.push(asc(kind.categoryOrder), asc(kind.subcategoryOrder));
    joins.push([kind, eq(kind.id, field(groups, 'subcategory'))]);
  }
  let query = getDb()
    .select({ ...columns, lastmod: browsed.lastmod })
    .from(browsed)
    .$dynamic();
  for (const [joined, on] of joins) query = query.innerJoin(joined, on);
  return query.orderBy(...orderBy) as unknown as Promise<GroupedPage[]>;
}

/**
 * The filter pages with ads: /f/{filter} (ads stating any of its items) then each
 * /f/{filter}/{item}, in the filters' and items' order; values that name no filter or item of the
 * catalogue have no page.
 */
async function byFilter(): Promise<BrowsePage[]> {
  const [rows, reference] = await Promise.all([listBrowsedFilterValues(), getReferenceData()]);
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
