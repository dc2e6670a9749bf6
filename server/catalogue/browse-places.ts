import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { subquery } from '../db/subquery.ts';
import { categories, communities, countries, provinces, subcategories, towns } from '../db/tables.ts';

// The catalogue's places and subcategories as subqueries another area joins inside its own
// statement (the sitemap's browse pages: one grouped query per level). Each row names a page's
// slugs and the keys it is ordered by; Postgres pulls the subqueries up into the caller's join.
// Drizzle writes a subquery's columns unqualified in the outer statement: the names are unique.

type PlaceLevel = 'country' | 'community' | 'province' | 'town';

const column = <T>(value: AnyColumn, name: string) => sql<T>`${value}`.as(name);
const countrySlug = () => sql`${countries.slug}`.mapWith(countries.slug).as('country');
const communitySlug = () => sql`${communities.slug}`.mapWith(communities.slug).as('community');
const countryOrder = () => column<number>(countries.position, 'country_order');
const communityOrder = () => sql<string>`${communities.slug}->>'es'`.as('community_order');

/**
 * A community's only province has no page of its own: its address answers 301 with the
 * community's, which lists the same ads (docs/decisions/0062-one-address-per-page.md).
 */
const notSoleProvince = sql`(select count(*) from ${provinces} sibling where sibling.community_id = ${provinces.communityId}) > 1`;

/**
 * The places of one level that have a browse page, each with the wider places it sits in, as a
 * subquery named `place`: `id` (column `place_id`: the code or id an ad stores for that level), the slugs `country`,
 * `community`, `province`, `town` down to the level, and `country_order`, `community_order`,
 * `province_order`, `town_order` to sort by. A community's only province is left out.
 */
export function browsePlacesAs(level: PlaceLevel) {
  const query = subquery();
  switch (level) {
    case 'country':
      return query
        .select({
          id: column<string>(countries.code, 'place_id'),
          country: countrySlug(),
          countryOrder: countryOrder(),
        })
        .from(countries)
        .as('place');
    case 'community':
      return query
        .select({
          id: column<string>(communities.id, 'place_id'),
          country: countrySlug(),
          community: communitySlug(),
          countryOrder: countryOrder(),
          communityOrder: communityOrder(),
        })
        .from(communities)
        .innerJoin(countries, eq(countries.code, communities.countryCode))
        .as('place');
    case 'province':
      return query
        .select({
          id: column<string>(provinces.id, 'place_id'),
          country: countrySlug(),
          community: communitySlug(),
          province: column<string>(provinces.slug, 'province'),
          countryOrder: countryOrder(),
          communityOrder: communityOrder(),
        })
        .from(provinces)
        .innerJoin(communities, eq(communities.id, provinces.communityId))
        .innerJoin(countries, eq(countries.code, provinces.countryCode))
        .where(notSoleProvince)
        .as('place');
    case 'town':
      return query
        .select({
          id: column<number>(towns.id, 'place_id'),
          country: countrySlug(),
          community: communitySlug(),
          province: column<string>(provinces.slug, 'province'),
          town: column<string>(towns.slug, 'town'),
          countryOrder: countryOrder(),
          communityOrder: communityOrder(),
        })
        .from(towns)
        .innerJoin(provinces, eq(provinces.id, towns.provinceId))
        .innerJoin(communities, eq(communities.id, provinces.communityId))
        .innerJoin(countries, eq(countries.code, provinces.countryCode))
        .as('place');
  }
}

/**
 * Every subcategory with its category, as a subquery named `what`: `id` (column `what_key`: the key an ad stores),
 * `category_key`, the slugs `category` and `subcategory`, and `category_order`,
 * `subcategory_order` to sort by.
 */
export function browseSubcategoriesAs() {
  return subquery()
    .select({
      id: column<string>(subcategories.key, 'what_key'),
      categoryKey: column<string>(categories.key, 'category_key'),
      category: sql`${categories.slug}`.mapWith(categories.slug).as('category'),
      subcategory: sql`${subcategories.slug}`.mapWith(subcategories.slug).as('subcategory'),
      categoryOrder: column<number>(categories.position, 'category_order'),
      subcategoryOrder: column<number>(subcategories.position, 'subcategory_order'),
    })
    .from(subcategories)
    .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
    .as('what');
}
