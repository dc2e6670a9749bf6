import { type SQL, sql } from 'drizzle-orm';
import { findTownById } from '../geo/geography.ts';
import type { AdSearchCriteria } from './search-criteria.ts';
import { boxAsRanges, withinRadius } from './search-radius.ts';
import type { TextQuery } from './search-text-query.ts';

/** A facet dimension whose own selection its counts ignore: `filter:<slug>` for a dynamic filter. */
export type FacetDimension = 'subcategory' | 'province' | `filter:${string}`;

export interface ConditionOptions {
  /** Leave out this dimension's selection (facet counts); the subcategory's takes the filters along. */
  omit?: FacetDimension;
  /**
   * Counting rather than listing: the price bounds are written as `price + 0` so the planner does
   * not build a bitmap of the price index for them, which mostly costs more than it saves
   * (DESIGN.md).
   */
  counting?: boolean;
  /**
   * Counting with the price index's bitmap all the same: price-bitmap.ts found it pays
   * (docs/decisions/0044-price-bitmap-in-counts.md).
   */
  priceIndex?: boolean;
  /** For the planner's estimate only: a radius as latitude and longitude ranges (search-radius.ts). */
  estimating?: boolean;
  /** For a walk (scan-plan.ts): a radius no index answers, each ad walked is tested. */
  walking?: boolean;
}

/**
 * The filters a search applies, as [slug, items], without those a facet's count leaves out: its own
 * filter's, or all of them for the subcategory's, whose links drop the filters (they are the
 * subcategory's own, decision 0045).
 */
export function appliedFilters(criteria: AdSearchCriteria, omit?: FacetDimension): [string, string[]][] {
  if (omit === 'subcategory') return [];
  return Object.entries(criteria.filters).filter(([slug, items]) => items.length > 0 && omit !== `filter:${slug}`);
}

/**
 * Filter tags as the scoped index holds them: the subcategory's key before each
 * ('sport_horses:sexo/yegua'), as `search_scoped_tags` writes them (drizzle/0024_search_scoped_tags.sql;
 * docs/decisions/0047-subcategory-scoped-tags.md).
 */
export function scopedTags(subcategoryKey: string, tags: string[]): string[] {
  return tags.map((tag) => `${subcategoryKey}:${tag}`);
}

/**
 * `search_ads` holds only the ads a guest may see (approved, active, owner not suspended) except
 * for expiry, which comes with time and no write.
 */
const NOT_EXPIRED = sql`(expires_at is null or expires_at > now())`;

/** The WHERE clause for every field of the criteria, over `search_ads` (decision 0033). */
export function searchConditions(
  criteria: AdSearchCriteria,
  text: TextQuery | null,
  options: ConditionOptions = {},
): SQL {
  const conditions: SQL[] = [NOT_EXPIRED];
  if (text) conditions.push(sql`search_vector @@ ${text.tsquery}::tsquery`);
  if (criteria.type !== 'all') conditions.push(sql`type = ${criteria.type}`);
  const filters = appliedFilters(criteria, options.omit);
  // Items chosen within a subcategory come from the scoped index, which holds the subcategory too;
  // a walk tests them on the ads of the subcategory's date index instead.
  const scope = filters.length > 0 && !options.walking ? criteria.subcategoryKey : null;
  if (options.omit !== 'subcategory') {
    if (criteria.subcategoryKey) {
      if (!scope) conditions.push(sql`subcategory_key = ${criteria.subcategoryKey}`);
    } else if (criteria.categoryKey) conditions.push(inCategory(criteria.categoryKey));
  } else if (criteria.categoryKey) {
    conditions.push(inCategory(criteria.categoryKey));
  }
  if (criteria.countryCode) conditions.push(sql`country_code = ${criteria.countryCode}`);
  conditions.push(...placeConditions(criteria, options));
  for (const [slug, items] of filters) {
    const tags = items.map((item) => `${slug}/${item}`);
    conditions.push(
      scope
        ? sql`search_scoped_tags(subcategory_key, filter_tags) && ${sql.param(scopedTags(scope, tags))}::text[]`
        : sql`filter_tags && ${sql.param(tags)}::text[]`,
    );
  }
  // A walk builds no bitmap: the price index may then serve a narrow range (scan-plan.ts). Counted,
  // `price is not null` too: with the recent slice's edge the planner ANDed the whole text index
  // with a skip scan of a price index for it (115 ms) instead of the slice's text index (13 ms).
  const price = options.counting && !options.walking && !options.priceIndex ? sql`price + 0` : sql`price`;
  if (criteria.withPrice) conditions.push(sql`${price} is not null`);
  if (criteria.priceMin !== null) conditions.push(sql`${price} >= ${criteria.priceMin}::int`);
  if (criteria.priceMax !== null) conditions.push(sql`${price} <= ${criteria.priceMax}::int`);
  if (!criteria.includeSold) conditions.push(sql`not sold`);
  if (criteria.hideReserved) conditions.push(sql`not reserved`);
  return sql.join(conditions, sql` and `);
}

/**
 * Community, province, town, or a radius around the town. A radius replaces the community and
 * province: the circle around a town near a border reaches into the next one. Without the province
 * (its facet), the town and radius go too, and the community stays.
 */
function placeConditions(criteria: AdSearchCriteria, options: ConditionOptions): SQL[] {
  const omitProvince = options.omit === 'province';
  const town = criteria.townId === null ? undefined : findTownById(criteria.townId);
  if (town && criteria.radiusKm && !omitProvince) {
    if (options.estimating) return [boxAsRanges(town, criteria.radiusKm)];
    return [withinRadius(town, criteria.radiusKm, { indexed: !options.walking })];
  }
  const conditions: SQL[] = [];
  if (criteria.communityId) conditions.push(sql`community_id = ${criteria.communityId}`);
  if (omitProvince) return conditions;
  if (criteria.provinceId) conditions.push(sql`province_id = ${criteria.provinceId}`);
  if (criteria.townId !== null) conditions.push(sql`town_id = ${criteria.townId}::int`);
  return conditions;
}

function inCategory(categoryKey: string): SQL {
  return sql`category_key = ${categoryKey}`;
}
