import { type SQL, sql } from 'drizzle-orm';
import { findTownById } from '../geo/geography.ts';
import type { AdSearchCriteria } from './search-criteria.ts';
import { withinRadius } from './search-radius.ts';
import type { TextQuery } from './search-text-query.ts';

/** A facet dimension whose own selection its counts ignore: `filter:<slug>` for a dynamic filter. */
export type FacetDimension = 'subcategory' | 'province' | `filter:${string}`;

/** `search_ads` holds only the ads a guest may see, but expiry comes with time and no write. */
const NOT_EXPIRED = sql`(expires_at is null or expires_at > now())`;

/**
 * The WHERE clause over `search_ads` for every field of the criteria: what the page lists, what the
 * counts count and what an alert matches. `omit` leaves out one facet dimension's selection (its
 * counts ignore it): the subcategory's takes its filters along (its links drop them), the
 * province's takes the town and radius along.
 */
export function searchConditions(
  criteria: AdSearchCriteria,
  text: TextQuery | null,
  options: { omit?: FacetDimension } = {},
): SQL {
  const { omit } = options;
  const conditions: SQL[] = [NOT_EXPIRED];
  if (text) conditions.push(sql`search_vector @@ ${text.tsquery}::tsquery`);
  if (criteria.type !== 'all') conditions.push(sql`type = ${criteria.type}`);
  const subcategoryKey = omit === 'subcategory' ? null : criteria.subcategoryKey;
  if (subcategoryKey) conditions.push(sql`subcategory_key = ${subcategoryKey}`);
  else if (criteria.categoryKey) conditions.push(sql`category_key = ${criteria.categoryKey}`);
  if (criteria.countryCode) conditions.push(sql`country_code = ${criteria.countryCode}`);
  conditions.push(...placeConditions(criteria, omit === 'province'));
  const filters = omit === 'subcategory' ? [] : Object.entries(criteria.filters);
  for (const [slug, items] of filters) {
    if (items.length === 0 || omit === `filter:${slug}`) continue;
    const tags = items.map((item) => `${slug}/${item}`);
    // Within a subcategory, from the index of its own tags ('sport_horses:sexo/yegua', drizzle/0024).
    conditions.push(
      subcategoryKey
        ? sql`search_scoped_tags(subcategory_key, filter_tags) && ${sql.param(tags.map((tag) => `${subcategoryKey}:${tag}`))}::text[]`
        : sql`filter_tags && ${sql.param(tags)}::text[]`,
    );
  }
  if (criteria.withPrice) conditions.push(sql`price is not null`);
  if (criteria.priceMin !== null) conditions.push(sql`price >= ${criteria.priceMin}::int`);
  if (criteria.priceMax !== null) conditions.push(sql`price <= ${criteria.priceMax}::int`);
  if (!criteria.includeSold) conditions.push(sql`not sold`);
  if (criteria.hideReserved) conditions.push(sql`not reserved`);
  return sql.join(conditions, sql` and `);
}

/** Community, province, town, or a radius around the town instead (a circle crosses borders). */
function placeConditions(criteria: AdSearchCriteria, omitProvince: boolean): SQL[] {
  const town = searchTown(criteria);
  if (town && criteria.radiusKm && !omitProvince) return [withinRadius(town, criteria.radiusKm)];
  const conditions: SQL[] = [];
  if (criteria.communityId) conditions.push(sql`community_id = ${criteria.communityId}`);
  if (omitProvince) return conditions;
  if (criteria.provinceId) conditions.push(sql`province_id = ${criteria.provinceId}`);
  if (criteria.townId !== null) conditions.push(sql`town_id = ${criteria.townId}::int`);
  return conditions;
}

/** The search's town: the centre of its radius and of the distance order. */
export function searchTown(criteria: AdSearchCriteria) {
  return criteria.townId === null ? undefined : findTownById(criteria.townId);
}
