/** Distances on the Earth's surface, without a database: the search's radius and the ad page's "km from you". */

/** Mean Earth radius (IUGG), the one haversine distances are usually quoted with. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance in km. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const radians = Math.PI / 180;
  const dLat = (to.lat - from.lat) * radians;
  const dLng = (to.lng - from.lng) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * radians) * Math.cos(to.lat * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
