import type { Localized } from '../../common/locale/locales.ts';

/** A country Galope lists. Only ES and PT carry communities, provinces and towns. */
export type GeoCountry = {
  readonly code: string;
  readonly name: Readonly<Localized>;
  readonly slug: Readonly<Localized>;
  readonly currency: string;
  readonly phonePrefix: string;
  /** Public URL of the 3x2 SVG flag, e.g. `/flags/es.svg`. */
  readonly flag: string;
};

/** First administrative level: a Spanish autonomous community or city, a Portuguese district or autonomous region. */
export type GeoCommunity = {
  /** `<country>.<GeoNames admin1>`, e.g. `ES.51`. */
  readonly id: string;
  readonly country: string;
  /** ISO 3166-2 code, e.g. `ES-AN`, `PT-11`. */
  readonly iso: string | null;
  readonly name: Readonly<Localized>;
  readonly slug: Readonly<Localized>;
};

/** Second administrative level: a Spanish province or a Portuguese concelho. */
export type GeoProvince = {
  /** `<community id>.<GeoNames admin2>`, e.g. `ES.51.AL`, `PT.14.1106`. */
  readonly id: string;
  readonly country: string;
  readonly community: string;
  readonly iso: string | null;
  readonly name: Readonly<Localized>;
  /** One slug for every locale (from the Spanish name), unique within the country. */
  readonly slug: string;
};

/** A populated place from GeoNames cities500. */
export type GeoTown = {
  /** GeoNames id. */
  readonly id: number;
  readonly province: string;
  /** Local name as GeoNames spells it; towns are not translated. */
  readonly name: string;
  /** Unique within the province. */
  readonly slug: string;
  readonly lat: number;
  readonly lng: number;
  readonly population: number | null;
};

/** Shape of `server/geo/data/geography.json`, written by `scripts/build-geo.ts`. */
export type Geography = {
  readonly sources: readonly string[];
  readonly countries: readonly GeoCountry[];
  readonly communities: readonly GeoCommunity[];
  readonly provinces: readonly GeoProvince[];
  readonly towns: readonly GeoTown[];
};
