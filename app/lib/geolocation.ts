/** Spec §9: how the browser is asked for the visitor's position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 10_000, enableHighAccuracy: true };

/** Catalogue key of the spec §8 text for a GeolocationPositionError code (1, 2, 3; else unknown). */
export function geolocationErrorKey(code: number): string {
  if (code === 1) return 'geo.error_denied';
  if (code === 2) return 'geo.error_unavailable';
  if (code === 3) return 'geo.error_timeout';
  return 'geo.error_unknown';
}

/** The browser's position as a promise; rejects with the GeolocationPositionError code (0 when unsupported). */
export function locateVisitor(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(0);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(error.code),
      GEOLOCATION_OPTIONS,
    );
  });
}
