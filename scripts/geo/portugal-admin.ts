// Portugal's levels as GeoNames codes them: admin1 = the 18 districts plus the autonomous regions
// of the Azores and Madeira, admin2 = the 308 concelhos (municipalities). GeoNames' admin1 names are
// English ("Lisbon", "Azores"), so district names are written here; concelho names come from
// GeoNames with its English and title-case slips corrected below.
import type { Localized } from '../../common/locale/locales.ts';

export type PortugalDistrict = { readonly iso: string; readonly name: Localized };

/** Same name in every locale: Galope's languages use the Portuguese form for these places. */
function same(name: string): Localized {
  return { es: name, en: name, ca: name, pt: name };
}

/** Keyed by GeoNames admin1 code (not the ISO number: GeoNames numbers them differently). */
export const PORTUGAL_DISTRICTS: Readonly<Record<string, PortugalDistrict>> = {
  '02': { iso: 'PT-01', name: same('Aveiro') },
  '03': { iso: 'PT-02', name: same('Beja') },
  '04': { iso: 'PT-03', name: same('Braga') },
  '05': { iso: 'PT-04', name: same('Bragança') },
  '06': { iso: 'PT-05', name: same('Castelo Branco') },
  '07': { iso: 'PT-06', name: same('Coimbra') },
  '08': { iso: 'PT-07', name: same('Évora') },
  '09': { iso: 'PT-08', name: same('Faro') },
  '11': { iso: 'PT-09', name: same('Guarda') },
  '13': { iso: 'PT-10', name: same('Leiria') },
  '14': { iso: 'PT-11', name: { es: 'Lisboa', en: 'Lisbon', ca: 'Lisboa', pt: 'Lisboa' } },
  '16': { iso: 'PT-12', name: same('Portalegre') },
  '17': { iso: 'PT-13', name: same('Porto') },
  '18': { iso: 'PT-14', name: same('Santarém') },
  '19': { iso: 'PT-15', name: same('Setúbal') },
  '20': { iso: 'PT-16', name: same('Viana do Castelo') },
  '21': { iso: 'PT-17', name: same('Vila Real') },
  '22': { iso: 'PT-18', name: same('Viseu') },
  '23': { iso: 'PT-20', name: { es: 'Azores', en: 'Azores', ca: 'Açores', pt: 'Açores' } },
  '10': { iso: 'PT-30', name: same('Madeira') },
};

// GeoNames title-cases every word ("Figueiró Dos Vinhos", "Idanha-A-Nova"); Portuguese writes
// these particles in lower case inside a name.
const PARTICLES = new Set(['a', 'à', 'o', 'as', 'os', 'da', 'das', 'de', 'do', 'dos', 'e']);

/** "Arruda Dos Vinhos" → "Arruda dos Vinhos", "Montemor-O-Novo" → "Montemor-o-Novo". */
export function fixPortugueseParticles(name: string): string {
  return name
    .split(/([ -])/)
    .map((part, index) => (index > 0 && PARTICLES.has(part.toLowerCase()) ? part.toLowerCase() : part))
    .join('');
}

/** Localized name of a concelho from its GeoNames admin2 name. */
export function concelhoName(geonamesName: string): Localized {
  if (geonamesName === 'Lisbon') return { es: 'Lisboa', en: 'Lisbon', ca: 'Lisboa', pt: 'Lisboa' };
  return same(fixPortugueseParticles(geonamesName.replace(/ Municipality$/, '')));
}
