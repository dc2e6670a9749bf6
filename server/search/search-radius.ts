import { type SQL, sql } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type GeoPoint } from '../../common/geo/great-circle.ts';

const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** The smallest latitude/longitude box holding every point within `km` of `centre`. */
export function boundingBox(centre: GeoPoint, km: number) {
  // A hair wider than the circle, so rounding never cuts its edge; the exact distance follows.
  const dLat = (km * 1.0001) / KM_PER_DEGREE_LATITUDE;
  const poleward = Math.min(89.9, Math.abs(centre.lat) + dLat);
  const dLng = Math.min(180, (km * 1.0001) / (KM_PER_DEGREE_LATITUDE * Math.cos((poleward * Math.PI) / 180)));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/**
 * Ads within `km` of `centre`: the box as ranges of latitude and longitude, which the planner
 * estimates from their statistics and `search_ads_lat_lng_idx` reads, then the haversine distance
 * keeps the circle (docs/decisions/0089-search-storage-and-radius.md).
 */
export function withinRadius(centre: GeoPoint, km: number): SQL {
  const box = boundingBox(centre, km);
  return sql`lat between ${box.minLat}::float8 and ${box.maxLat}::float8
    and lng between ${box.minLng}::float8 and ${box.maxLng}::float8
    and ${distanceKm(centre)} <= ${km}::float8`;
}

/** The haversine distance in km from `centre` to an ad. */
function distanceKm(centre: GeoPoint): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(lat - ${centre.lat}::float8) / 2), 2)
      + cos(radians(${centre.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${centre.lng}::float8) / 2), 2)
    )))`;
}

/** Nearest first from `centre` (haversine, as the radius measures), then newest. */
export function distanceOrder(centre: GeoPoint): SQL {
  return sql`${distanceKm(centre)} asc nulls last, published_at desc, id desc`;
}
