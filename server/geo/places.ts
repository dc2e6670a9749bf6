import { asc, eq } from 'drizzle-orm';
import { type PlaceView, viewProvince } from '../catalogue/catalogue-views.ts';
import { getReferenceData, matchesSlug } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { towns } from '../db/schema.ts';
import type { Locale } from '../locale/locales.ts';

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
