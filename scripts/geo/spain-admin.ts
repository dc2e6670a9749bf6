// Hand-written names for Spain's first two administrative levels. No installed package has Catalan
// or Portuguese names for them, and GeoNames' admin names mix languages ("Province of Toledo",
// "Provincia da Coruña", "Araba / Álava"), so every name here is written out once per locale.
import type { Localized } from '../../common/locale/locales.ts';

export type SpainCommunity = { readonly iso: string; readonly name: Localized };
export type SpainProvince = {
  /** GeoNames admin1 code of the community the province belongs to. */
  readonly community: string;
  /** ISO 3166-2; Ceuta and Melilla have no province-level code (ES-CE and ES-ML are the cities). */
  readonly iso: string | null;
  readonly name: Localized;
};

function localized(es: string, en: string, ca: string, pt: string): Localized {
  return { es, en, ca, pt };
}

/** Keyed by GeoNames admin1 code: 17 autonomous communities and the autonomous cities Ceuta and Melilla. */
export const SPAIN_COMMUNITIES: Readonly<Record<string, SpainCommunity>> = {
  '51': { iso: 'ES-AN', name: localized('Andalucía', 'Andalusia', 'Andalusia', 'Andaluzia') },
  '52': { iso: 'ES-AR', name: localized('Aragón', 'Aragon', 'Aragó', 'Aragão') },
  '34': { iso: 'ES-AS', name: localized('Asturias', 'Asturias', 'Astúries', 'Astúrias') },
  '07': { iso: 'ES-IB', name: localized('Illes Balears', 'Balearic Islands', 'Illes Balears', 'Ilhas Baleares') },
  '53': { iso: 'ES-CN', name: localized('Canarias', 'Canary Islands', 'Canàries', 'Canárias') },
  '39': { iso: 'ES-CB', name: localized('Cantabria', 'Cantabria', 'Cantàbria', 'Cantábria') },
  '55': { iso: 'ES-CL', name: localized('Castilla y León', 'Castile and León', 'Castella i Lleó', 'Castela e Leão') },
  '54': {
    iso: 'ES-CM',
    name: localized('Castilla-La Mancha', 'Castilla-La Mancha', 'Castella-la Manxa', 'Castela-Mancha'),
  },
  '56': { iso: 'ES-CT', name: localized('Cataluña', 'Catalonia', 'Catalunya', 'Catalunha') },
  '60': {
    iso: 'ES-VC',
    name: localized('Comunitat Valenciana', 'Valencian Community', 'Comunitat Valenciana', 'Comunidade Valenciana'),
  },
  '57': { iso: 'ES-EX', name: localized('Extremadura', 'Extremadura', 'Extremadura', 'Estremadura') },
  '58': { iso: 'ES-GA', name: localized('Galicia', 'Galicia', 'Galícia', 'Galiza') },
  '29': {
    iso: 'ES-MD',
    name: localized('Comunidad de Madrid', 'Community of Madrid', 'Comunitat de Madrid', 'Comunidade de Madrid'),
  },
  '31': {
    iso: 'ES-MC',
    name: localized('Región de Murcia', 'Region of Murcia', 'Regió de Múrcia', 'Região de Múrcia'),
  },
  '32': { iso: 'ES-NC', name: localized('Navarra', 'Navarre', 'Navarra', 'Navarra') },
  '59': { iso: 'ES-PV', name: localized('País Vasco', 'Basque Country', 'País Basc', 'País Basco') },
  // Catalan writes the article of a place name in lower case (IEC): "la Rioja", "la Corunya".
  '27': { iso: 'ES-RI', name: localized('La Rioja', 'La Rioja', 'la Rioja', 'La Rioja') },
  CE: { iso: 'ES-CE', name: localized('Ceuta', 'Ceuta', 'Ceuta', 'Ceuta') },
  ML: { iso: 'ES-ML', name: localized('Melilla', 'Melilla', 'Melilla', 'Melilla') },
};

// [GeoNames admin2, community admin1, ISO 3166-2, es, en, ca, pt]. The Spanish name is the official
// one where the law fixed a co-official form (Girona, Lleida, Ourense, A Coruña, Bizkaia, Gipuzkoa,
// Illes Balears); for the bilingual official names "Araba/Álava", "Alicante/Alacant",
// "Castellón/Castelló" and "Valencia/València" the Spanish half is used.
type ProvinceRow = readonly [string, string, string | null, string, string, string, string];
const PROVINCE_ROWS: readonly ProvinceRow[] = [
  ['AL', '51', 'ES-AL', 'Almería', 'Almería', 'Almeria', 'Almeria'],
  ['CA', '51', 'ES-CA', 'Cádiz', 'Cádiz', 'Cadis', 'Cádis'],
  ['CO', '51', 'ES-CO', 'Córdoba', 'Córdoba', 'Còrdova', 'Córdova'],
  ['GR', '51', 'ES-GR', 'Granada', 'Granada', 'Granada', 'Granada'],
  ['H', '51', 'ES-H', 'Huelva', 'Huelva', 'Huelva', 'Huelva'],
  ['J', '51', 'ES-J', 'Jaén', 'Jaén', 'Jaén', 'Jaén'],
  ['MA', '51', 'ES-MA', 'Málaga', 'Málaga', 'Màlaga', 'Málaga'],
  ['SE', '51', 'ES-SE', 'Sevilla', 'Seville', 'Sevilla', 'Sevilha'],
  ['HU', '52', 'ES-HU', 'Huesca', 'Huesca', 'Osca', 'Huesca'],
  ['TE', '52', 'ES-TE', 'Teruel', 'Teruel', 'Terol', 'Teruel'],
  ['Z', '52', 'ES-Z', 'Zaragoza', 'Zaragoza', 'Saragossa', 'Saragoça'],
  ['O', '34', 'ES-O', 'Asturias', 'Asturias', 'Astúries', 'Astúrias'],
  ['PM', '07', 'ES-PM', 'Illes Balears', 'Balearic Islands', 'Illes Balears', 'Ilhas Baleares'],
  ['GC', '53', 'ES-GC', 'Las Palmas', 'Las Palmas', 'Las Palmas', 'Las Palmas'],
  [
    'TF',
    '53',
    'ES-TF',
    'Santa Cruz de Tenerife',
    'Santa Cruz de Tenerife',
    'Santa Cruz de Tenerife',
    'Santa Cruz de Tenerife',
  ],
  ['S', '39', 'ES-S', 'Cantabria', 'Cantabria', 'Cantàbria', 'Cantábria'],
  ['AV', '55', 'ES-AV', 'Ávila', 'Ávila', 'Àvila', 'Ávila'],
  ['BU', '55', 'ES-BU', 'Burgos', 'Burgos', 'Burgos', 'Burgos'],
  ['LE', '55', 'ES-LE', 'León', 'León', 'Lleó', 'Leão'],
  ['P', '55', 'ES-P', 'Palencia', 'Palencia', 'Palència', 'Palência'],
  ['SA', '55', 'ES-SA', 'Salamanca', 'Salamanca', 'Salamanca', 'Salamanca'],
  ['SG', '55', 'ES-SG', 'Segovia', 'Segovia', 'Segòvia', 'Segóvia'],
  ['SO', '55', 'ES-SO', 'Soria', 'Soria', 'Sòria', 'Sória'],
  ['VA', '55', 'ES-VA', 'Valladolid', 'Valladolid', 'Valladolid', 'Valladolid'],
  ['ZA', '55', 'ES-ZA', 'Zamora', 'Zamora', 'Zamora', 'Zamora'],
  ['AB', '54', 'ES-AB', 'Albacete', 'Albacete', 'Albacete', 'Albacete'],
  ['CR', '54', 'ES-CR', 'Ciudad Real', 'Ciudad Real', 'Ciudad Real', 'Ciudad Real'],
  ['CU', '54', 'ES-CU', 'Cuenca', 'Cuenca', 'Conca', 'Cuenca'],
  ['GU', '54', 'ES-GU', 'Guadalajara', 'Guadalajara', 'Guadalajara', 'Guadalajara'],
  ['TO', '54', 'ES-TO', 'Toledo', 'Toledo', 'Toledo', 'Toledo'],
  ['B', '56', 'ES-B', 'Barcelona', 'Barcelona', 'Barcelona', 'Barcelona'],
  ['GI', '56', 'ES-GI', 'Girona', 'Girona', 'Girona', 'Girona'],
  ['L', '56', 'ES-L', 'Lleida', 'Lleida', 'Lleida', 'Lérida'],
  ['T', '56', 'ES-T', 'Tarragona', 'Tarragona', 'Tarragona', 'Tarragona'],
  ['A', '60', 'ES-A', 'Alicante', 'Alicante', 'Alacant', 'Alicante'],
  ['CS', '60', 'ES-CS', 'Castellón', 'Castellón', 'Castelló', 'Castellón'],
  ['V', '60', 'ES-V', 'Valencia', 'Valencia', 'València', 'Valência'],
  ['BA', '57', 'ES-BA', 'Badajoz', 'Badajoz', 'Badajoz', 'Badajoz'],
  ['CC', '57', 'ES-CC', 'Cáceres', 'Cáceres', 'Càceres', 'Cáceres'],
  ['C', '58', 'ES-C', 'A Coruña', 'A Coruña', 'la Corunya', 'Corunha'],
  ['LU', '58', 'ES-LU', 'Lugo', 'Lugo', 'Lugo', 'Lugo'],
  ['OR', '58', 'ES-OR', 'Ourense', 'Ourense', 'Ourense', 'Ourense'],
  ['PO', '58', 'ES-PO', 'Pontevedra', 'Pontevedra', 'Pontevedra', 'Pontevedra'],
  ['M', '29', 'ES-M', 'Madrid', 'Madrid', 'Madrid', 'Madrid'],
  ['MU', '31', 'ES-MU', 'Murcia', 'Murcia', 'Múrcia', 'Múrcia'],
  ['NA', '32', 'ES-NA', 'Navarra', 'Navarre', 'Navarra', 'Navarra'],
  ['BI', '59', 'ES-BI', 'Bizkaia', 'Biscay', 'Biscaia', 'Biscaia'],
  ['SS', '59', 'ES-SS', 'Gipuzkoa', 'Gipuzkoa', 'Guipúscoa', 'Guipúscoa'],
  ['VI', '59', 'ES-VI', 'Álava', 'Álava', 'Àlaba', 'Álava'],
  ['LO', '27', 'ES-LO', 'La Rioja', 'La Rioja', 'la Rioja', 'La Rioja'],
  ['CE', 'CE', null, 'Ceuta', 'Ceuta', 'Ceuta', 'Ceuta'],
  // GeoNames codes Melilla's admin2 "ME"; its community is "ML".
  ['ME', 'ML', null, 'Melilla', 'Melilla', 'Melilla', 'Melilla'],
];

/** Keyed by GeoNames admin2 code (unique within Spain): the 50 provinces plus Ceuta and Melilla. */
export const SPAIN_PROVINCES: Readonly<Record<string, SpainProvince>> = Object.fromEntries(
  PROVINCE_ROWS.map(([admin2, community, iso, es, en, ca, pt]) => [
    admin2,
    { community, iso, name: localized(es, en, ca, pt) },
  ]),
);
