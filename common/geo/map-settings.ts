/** Spec §9: the map opens this close (streets and buildings). */
export const MAP_DEFAULT_ZOOM = 18;

/** OpenStreetMap's own tiles: free for light use, no key; a busy site sets its own MAP_TILE_URL. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** What the browser needs to draw a map: the only map settings that leave the server. */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
  zoom: number;
}

/**
 * A Leaflet tile template: http(s) or a path on this site, with the three placeholders Leaflet
 * fills. Anything else (javascript:, a URL with no {z}) would only ever draw a grey map.
 */
export function isTileUrlTemplate(value: string): boolean {
  if (!/^(https?:\/\/[^/\s]+|\/(?!\/))/.test(value) || /\s/.test(value)) return false;
  return ['{z}', '{x}', '{y}'].every((placeholder) => value.includes(placeholder));
}

export function mapSettings(config: { MAP_TILE_URL: string; MAP_TILE_ATTRIBUTION: string }): MapSettings {
  return { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION, zoom: MAP_DEFAULT_ZOOM };
}

/**
 * Where the tiles come from, as a CSP source (docs/decisions/0032): the template's origin, its
 * `{s}` subdomain placeholder as a wildcard; undefined for tiles served by this site.
 */
export function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  if (!match) return undefined;
  return `${match[1]}${(match[2] ?? '').replace(/\{s\}/g, '*')}`;
}
