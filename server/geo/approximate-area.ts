/**
 * Where a public ad says it is, unless its seller chose to show the exact point
 * (docs/decisions/0027-map-picker.md): the centre of the ~2 km grid cell the point falls in, and a
 * circle around it that always holds the point. Every point of a cell gives the same answer, so
 * the page, its data and repeated visits say nothing finer than "somewhere in this cell".
 */
const AREA_CELL_KM = 2;
/** Half a cell's diagonal is √2 km; 1.5 km covers it with room to spare. */
export const AREA_RADIUS_M = 1500;

const KM_PER_DEGREE = 111.32;
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export interface PublicArea {
  lat: number;
  lng: number;
  radiusM: number;
}

export function approximateArea(point: { lat: number; lng: number }): PublicArea {
  const latStep = AREA_CELL_KM / KM_PER_DEGREE;
  const lat = (Math.floor(point.lat / latStep) + 0.5) * latStep;
  // Columns are as wide in kilometres as rows are tall: narrower in degrees away from the equator.
  const lngStep = latStep / Math.max(Math.cos((lat * Math.PI) / 180), 0.05);
  const lng = (Math.floor(point.lng / lngStep) + 0.5) * lngStep;
  return { lat: round(lat), lng: round(lng), radiusM: AREA_RADIUS_M };
}
