// Reverse geocoding (spec §7.9) from the offline towns: a k-d tree answers "which town is this
// point in?" in microseconds, without any external geocoding service or API key.
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import type { GeoCommunity, GeoCountry, GeoProvince, GeoTown } from './geo-types.ts';
import { findCommunityById, findCountryByCode, findProvinceById, listAllTowns } from './geography.ts';

export type NearestTown = {
  readonly town: GeoTown;
  readonly province: GeoProvince;
  readonly community: GeoCommunity;
  readonly country: GeoCountry;
  /** Great-circle distance from the point to the town, in kilometres (two decimals). */
  readonly km: number;
};

export type NearestTownQuery = { readonly lat: number; readonly lng: number; readonly maxKm?: number };

// Built on first use: most processes (migrations, workers) never reverse-geocode.
let index: KDBush | undefined;

function townIndex(): KDBush {
  if (!index) {
    const towns = listAllTowns();
    const built = new KDBush(towns.length);
    for (const town of towns) built.add(town.lng, town.lat);
    built.finish();
    index = built;
  }
  return index;
}

/**
 * The town closest to a point, or null when none lies within `maxKm` (open sea, or a country
 * without towns). Throws RangeError on coordinates that are not on Earth.
 */
export function findNearestTown({ lat, lng, maxKm = 25 }: NearestTownQuery): NearestTown | null {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError(`Invalid latitude ${lat}`);
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) throw new RangeError(`Invalid longitude ${lng}`);
  if (!(maxKm > 0)) throw new RangeError(`Invalid maxKm ${maxKm}`);

  // kdbush item ids are insertion positions, i.e. indexes into listAllTowns().
  const [position] = around(townIndex(), lng, lat, 1, maxKm);
  if (position === undefined) return null;
  const town = listAllTowns()[position];
  const province = town && findProvinceById(town.province);
  const community = province && findCommunityById(province.community);
  const country = province && findCountryByCode(province.country);
  if (!town || !province || !community || !country)
    throw new Error(`Geography data is inconsistent at town #${position}`);
  const km = Math.round(distance(lng, lat, town.lng, town.lat) * 100) / 100;
  return { town, province, community, country, km };
}
