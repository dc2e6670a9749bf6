import { distance } from 'geokdbush';

/** How far a seller's point may lie from the town they chose: the reverse geocoder's own reach. */
const PIN_MAX_KM = 25;

/**
 * Whether a point set on the map belongs with a town: the form keeps them together (a click fills
 * the town, a chosen town moves the point), so a point far away is a tampered or stale form.
 */
export function isPinNearTown(pin: { lat: number; lng: number }, town: { lat: number; lng: number }): boolean {
  return distance(pin.lng, pin.lat, town.lng, town.lat) <= PIN_MAX_KM;
}
