import { API_PATHS, buildApiUrl } from '../../common/http/api-url.ts';
import type { ReverseGeocodeAnswer } from '../../server/geo/reverse-geocode.ts';

/**
 * Spec §7 call 9 from the browser: the place a point lies in, or null when there is none near
 * (404) or the call failed. Either way the caller clears its map state, as the spec says.
 */
export async function reverseGeocodePoint(
  locale: string,
  point: { lat: number; lng: number },
): Promise<ReverseGeocodeAnswer | null> {
  try {
    const response = await fetch(buildApiUrl({ base: '/api', locale, path: API_PATHS.reverseGeocode }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(point),
    });
    return response.ok ? ((await response.json()) as ReverseGeocodeAnswer) : null;
  } catch {
    return null;
  }
}
