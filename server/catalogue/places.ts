import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { getDb } from '../db/client.ts';
import { towns } from '../db/tables.ts';
import { type PlaceView, viewProvince } from './catalogue-views.ts';
import { getReferenceData, matchesSlug } from './reference-data.ts';

export interface TownView extends PlaceView {
  lat: number;
  lng: number;
}

/** Provinces of the community a slug (any language) names; unknown → empty (spec §7 call 6). */
export async function listProvincesByCommunity(options: {
  communitySlug: string;
  locale: Locale;
  countryCode?: string;
}): Promise<PlaceView[]> {
  const data = await getReferenceData();
  const community = data.communities.find(
    (each) =>
      matchesSlug(each.slug, options.communitySlug) &&
      (!options.countryCode || each.countryCode === options.countryCode),
  );
  if (!community) return [];
  return data.provinces
    .filter((province) => province.communityId === community.id)
    .map((province) => viewProvince(province, options.locale))
    .sort((a, b) => a.name.localeCompare(b.name, options.locale));
}

/** Towns of the province a slug names; unknown → empty (spec §7 call 7). */
export async function listTownsByProvince(options: {
  provinceSlug: string;
  countryCode?: string;
}): Promise<TownView[]> {
  const data = await getReferenceData();
  const province = data.provinces.find(
    (each) => each.slug === options.provinceSlug && (!options.countryCode || each.countryCode === options.countryCode),
  );
  if (!province) return [];
  return getDb()
    .select({ name: towns.name, slug: towns.slug, lat: towns.lat, lng: towns.lng })
    .from(towns)
    .where(eq(towns.provinceId, province.id))
    .orderBy(asc(towns.name));
}

export interface TownRow {
  id: number;
  provinceId: string;
  name: string;
  slug: string;
}

/**
 * A town by slug: inside its province when known (slugs are unique there), else the most
 * populated town of that slug in the country's provinces.
 */
export async function findTownBySlug(options: {
  slug: string;
  provinceId?: string | null;
  countryCode?: string | null;
}): Promise<TownRow | undefined> {
  const columns = { id: towns.id, provinceId: towns.provinceId, name: towns.name, slug: towns.slug };
  if (options.provinceId) {
    const [town] = await getDb()
      .select(columns)
      .from(towns)
      .where(and(eq(towns.provinceId, options.provinceId), eq(towns.slug, options.slug)));
    return town;
  }
  const prefix = options.countryCode ? `${options.countryCode}.` : '';
  const candidates = await getDb()
    .select(columns)
    .from(towns)
    .where(eq(towns.slug, options.slug))
    .orderBy(desc(sql`coalesce(${towns.population}, 0)`));
  return candidates.find((town) => town.provinceId.startsWith(prefix));
}

/** A town by its id, for naming a town an ad or a search already holds. */
export async function findTownById(id: number): Promise<TownRow | undefined> {
  const [town] = await getDb()
    .select({ id: towns.id, provinceId: towns.provinceId, name: towns.name, slug: towns.slug })
    .from(towns)
    .where(eq(towns.id, id));
  return town;
}
