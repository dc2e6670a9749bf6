// Read-only access to Galope's offline geography (built by scripts/build-geo.ts). The JSON is
// imported once; every lookup below is a Map built at load, so request handlers never scan arrays.
import { LOCALES } from '../../common/locale/locales.ts';
import data from './data/geography.json' with { type: 'json' };
import type { GeoCommunity, GeoCountry, Geography, GeoProvince, GeoTown } from './geo-types.ts';

/** Freezes the whole tree so no caller can change data shared by every request. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const geography: Geography = deepFreeze(data);

function groupBy<T>(rows: readonly T[], key: (row: T) => string): ReadonlyMap<string, readonly T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  for (const group of groups.values()) Object.freeze(group);
  return groups;
}

const countryByCode = new Map(geography.countries.map((country) => [country.code, country]));
const communityById = new Map(geography.communities.map((community) => [community.id, community]));
const provinceById = new Map(geography.provinces.map((province) => [province.id, province]));
const townById = new Map(geography.towns.map((town) => [town.id, town]));

// Slugs in every locale point to the same row: a Catalan URL pasted into the Spanish site still resolves.
const countryBySlug = new Map<string, GeoCountry>();
for (const country of geography.countries) {
  for (const locale of LOCALES) countryBySlug.set(country.slug[locale], country);
}
const communityBySlug = new Map<string, GeoCommunity>();
for (const community of geography.communities) {
  for (const locale of LOCALES) communityBySlug.set(`${community.country}|${community.slug[locale]}`, community);
}
const provinceBySlug = new Map(
  geography.provinces.map((province) => [`${province.country}|${province.slug}`, province]),
);
const townBySlug = new Map(geography.towns.map((town) => [`${town.province}|${town.slug}`, town]));

const communitiesByCountry = groupBy(geography.communities, (community) => community.country);
const provincesByCommunity = groupBy(geography.provinces, (province) => province.community);
const townsByProvince = groupBy(geography.towns, (town) => town.province);

const NONE: readonly never[] = Object.freeze([]);

/** Attributions that must be shown wherever the data is (GeoNames is CC BY 4.0). */
export function listSources(): readonly string[] {
  return geography.sources;
}

/** All countries in Galope's display order (ES, PT, AD, FR, IT, DE, GB, IE, BE, NL). */
export function listCountries(): readonly GeoCountry[] {
  return geography.countries;
}

export function findCountryByCode(code: string): GeoCountry | undefined {
  return countryByCode.get(code);
}

/** Accepts the slug of any locale ("espana", "spain", "espanya", "espanha"). */
export function findCountryBySlug(slug: string): GeoCountry | undefined {
  return countryBySlug.get(slug);
}

/** Communities of a country, ordered by Spanish slug; empty for countries without divisions. */
export function listCommunities(countryCode: string): readonly GeoCommunity[] {
  return communitiesByCountry.get(countryCode) ?? NONE;
}

export function findCommunityById(id: string): GeoCommunity | undefined {
  return communityById.get(id);
}

/** Accepts the slug of any locale ("cataluna", "catalonia", "catalunya", "catalunha"). */
export function findCommunityBySlug(countryCode: string, slug: string): GeoCommunity | undefined {
  return communityBySlug.get(`${countryCode}|${slug}`);
}

/** Provinces (Spain) or concelhos (Portugal) of a community, ordered by slug. */
export function listProvinces(communityId: string): readonly GeoProvince[] {
  return provincesByCommunity.get(communityId) ?? NONE;
}

export function findProvinceById(id: string): GeoProvince | undefined {
  return provinceById.get(id);
}

/**
 * Province slugs are unique within a country; without a country the first match in display order
 * wins (Spain before Portugal).
 */
export function findProvinceBySlug(slug: string, countryCode?: string): GeoProvince | undefined {
  if (countryCode !== undefined) return provinceBySlug.get(`${countryCode}|${slug}`);
  for (const country of geography.countries) {
    const province = provinceBySlug.get(`${country.code}|${slug}`);
    if (province) return province;
  }
  return undefined;
}

/** Towns of a province, ordered by slug. */
export function listTowns(provinceId: string): readonly GeoTown[] {
  return townsByProvince.get(provinceId) ?? NONE;
}

/** Every town of every country, in the order of the data file (for spatial indexes). */
export function listAllTowns(): readonly GeoTown[] {
  return geography.towns;
}

/** By GeoNames id. */
export function findTownById(id: number): GeoTown | undefined {
  return townById.get(id);
}

export function findTownBySlug(provinceId: string, slug: string): GeoTown | undefined {
  return townBySlug.get(`${provinceId}|${slug}`);
}
