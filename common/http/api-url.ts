/**
 * Builds an API address the way spec §7.13 says: base URL, optional locale, optional country,
 * the configured path, then the non-empty parameters joined by `/`, never a trailing slash.
 */
export function buildApiUrl(options: {
  base: string;
  locale?: string;
  country?: string;
  path: string;
  params?: readonly (string | number | null | undefined)[];
}): string {
  const segments = [options.locale, options.country, options.path, ...(options.params ?? [])]
    .map((segment) => (segment === null || segment === undefined ? '' : String(segment)))
    .map((segment) => segment.replace(/^\/+|\/+$/g, ''))
    .filter((segment) => segment !== '')
    .map((segment) => segment.split('/').map(encodeURIComponent).join('/'));
  return [options.base.replace(/\/+$/, ''), ...segments].join('/');
}

/** Paths of the JSON API calls (spec §7), relative to `/api`. */
export const API_PATHS = {
  globalData: 'global-data',
  country: 'country',
  filters: 'filters',
  provincesByCommunity: 'provinces-by-community',
  townsByProvince: 'towns-by-province',
  /** Call 9: a map point → the place it lies in (Galope's own data, no geocoding key). */
  reverseGeocode: 'reverse-geocode',
} as const;
