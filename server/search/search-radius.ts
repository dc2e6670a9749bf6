import { type SQL, sql } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type GeoPoint } from '../../common/geo/great-circle.ts';

const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * The smallest latitude/longitude box that holds every point within `km` of `centre`: the indexed
 * first cut before the exact distance. Longitude degrees shrink towards the poles, so the box is
 * widened by the latitude of its edge nearest the pole.
 */
export function boundingBox(centre: GeoPoint, km: number) {
  // A hair wider than the circle, so rounding never cuts its edge; the exact distance follows.
  const dLat = (km * 1.0001) / KM_PER_DEGREE_LATITUDE;
  const poleward = Math.min(89.9, Math.abs(centre.lat) + dLat);
  const dLng = Math.min(180, (km * 1.0001) / (KM_PER_DEGREE_LATITUDE * Math.cos((poleward * Math.PI) / 180)));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/**
 * Ads within `km` of `centre`: the box matches the GiST index on point(lng, lat) of
 * `search_ads_location_idx`, then the haversine distance keeps the circle. `indexed: false` writes
 * the box as latitude and longitude ranges, which no index answers: a walk of a date index then
 * tests each ad (decision 0039), where the planner, which cannot estimate a point inside a box,
 * would otherwise read a fifth of the ads through the location index one by one.
 */
export function withinRadius(centre: GeoPoint, km: number, { indexed = true } = {}): SQL {
  const box = boundingBox(centre, km);
  const inBox = indexed
    ? sql`point(lng, lat) <@ box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`
    : boxAsRanges(centre, km);
  return sql`${inBox}
    and 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(lat - ${centre.lat}::float8) / 2), 2)
      + cos(radians(${centre.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${centre.lng}::float8) / 2), 2)
    ))) <= ${km}::float8`;
}

/**
 * The same box as latitude and longitude ranges, which no index answers (a walk tests each ad),
 * and which the planner can estimate: it has no statistics for a point inside a box (239 of a
 * million ads for any box, while a 200 km circle holds a fifth of them), but it has for each
 * column's range.
 */
export function boxAsRanges(centre: GeoPoint, km: number): SQL {
  const box = boundingBox(centre, km);
  return sql`lat between ${box.minLat}::float8 and ${box.maxLat}::float8 and lng between ${box.minLng}::float8 and ${box.maxLng}::float8`;
}

/** Nearest first from `centre` (haversine, as the radius measures), then newest. */
export function distanceOrder(centre: GeoPoint): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(lat - ${centre.lat}::float8) / 2), 2)
      + cos(radians(${centre.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${centre.lng}::float8) / 2), 2)
    ))) asc nulls last, published_at desc, id desc`;
}
