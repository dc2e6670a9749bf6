import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOCALES } from '../../common/locale/locales.ts';
import {
  findCommunityById,
  findCommunityBySlug,
  findCountryByCode,
  findCountryBySlug,
  findProvinceById,
  findProvinceBySlug,
  findTownBySlug,
  listAllTowns,
  listCommunities,
  listCountries,
  listProvinces,
  listSources,
  listTowns,
} from './geography.ts';

const spanishProvinces = listCommunities('ES').flatMap((community) => listProvinces(community.id));
const spanishTowns = spanishProvinces.flatMap((province) => listTowns(province.id));

test('the ten countries come in display order', () => {
  expect(listCountries().map((country) => country.code)).toEqual([
    'ES',
    'PT',
    'AD',
    'FR',
    'IT',
    'DE',
    'GB',
    'IE',
    'BE',
    'NL',
  ]);
});

test('countries carry currency, phone prefix and a flag file that exists', () => {
  expect(findCountryByCode('ES')).toMatchObject({ currency: 'EUR', phonePrefix: '+34', flag: '/flags/es.svg' });
  expect(findCountryByCode('GB')).toMatchObject({ currency: 'GBP', phonePrefix: '+44' });
  expect(findCountryByCode('AD')).toMatchObject({ currency: 'EUR', phonePrefix: '+376' });
  for (const country of listCountries()) {
    expect(existsSync(new URL(`../../public${country.flag}`, import.meta.url))).toBe(true);
  }
});

test('country slugs are ascii without accents', () => {
  expect(findCountryByCode('ES')?.slug).toEqual({ es: 'espana', en: 'spain', ca: 'espanya', pt: 'espanha' });
  expect(findCountryByCode('NL')?.slug.es).toBe('paises-bajos');
});

test('Spain has 19 communities with ISO codes', () => {
  const communities = listCommunities('ES');
  expect(communities).toHaveLength(19);
  expect(communities.every((community) => /^ES-[A-Z]{2}$/.test(community.iso ?? ''))).toBe(true);
});

test('Spain has 52 provinces', () => {
  expect(spanishProvinces).toHaveLength(52);
});

test('Spain has at least 7,000 towns', () => {
  expect(spanishTowns.length).toBeGreaterThanOrEqual(7000);
});

test('Portugal has 18 districts plus the Azores and Madeira, and 308 concelhos', () => {
  const districts = listCommunities('PT');
  expect(districts).toHaveLength(20);
  expect(districts.flatMap((district) => listProvinces(district.id))).toHaveLength(308);
  expect(findCommunityBySlug('PT', 'lisbon')?.name).toEqual({ es: 'Lisboa', en: 'Lisbon', ca: 'Lisboa', pt: 'Lisboa' });
});

test('countries other than Spain and Portugal have no communities', () => {
  for (const code of ['AD', 'FR', 'IT', 'DE', 'GB', 'IE', 'BE', 'NL']) expect(listCommunities(code)).toEqual([]);
});

test('every town belongs to an existing province, community and country', () => {
  for (const town of listAllTowns()) {
    const province = findProvinceById(town.province);
    expect(province, `town ${town.id}`).toBeDefined();
    expect(findCommunityById(province?.community ?? '')).toBeDefined();
    expect(findCountryByCode(province?.country ?? '')).toBeDefined();
  }
});

test('every town has coordinates inside Iberia or the Atlantic islands', () => {
  for (const town of listAllTowns()) {
    expect(town.lat).toBeGreaterThan(27);
    expect(town.lat).toBeLessThan(44);
    expect(town.lng).toBeGreaterThan(-32);
    expect(town.lng).toBeLessThan(5);
  }
});

test('town slugs are unique within their province', () => {
  const seen = new Set<string>();
  for (const town of listAllTowns()) {
    const key = `${town.province}|${town.slug}`;
    expect(seen.has(key), key).toBe(false);
    seen.add(key);
  }
});

test('community slugs are unique within a country in every locale', () => {
  for (const country of listCountries()) {
    for (const locale of LOCALES) {
      const slugs = listCommunities(country.code).map((community) => community.slug[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  }
});

test('province slugs are unique within a country', () => {
  for (const code of ['ES', 'PT']) {
    const slugs = listCommunities(code).flatMap((community) => listProvinces(community.id).map((p) => p.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  }
  expect(findProvinceBySlug('lagoa-faro', 'PT')?.community).toBe('PT.09');
  expect(findProvinceBySlug('lagoa-azores', 'PT')?.community).toBe('PT.23');
});

test('every Spanish province has Catalan and Portuguese names, some of them not the Spanish one', () => {
  for (const province of spanishProvinces) {
    expect(province.name.ca.length).toBeGreaterThan(0);
    expect(province.name.pt.length).toBeGreaterThan(0);
  }
  expect(spanishProvinces.filter((p) => p.name.ca !== p.name.es).length).toBeGreaterThanOrEqual(15);
  expect(spanishProvinces.filter((p) => p.name.pt !== p.name.es).length).toBeGreaterThanOrEqual(15);
  expect(findProvinceById('ES.58.C')?.name).toEqual({
    es: 'A Coruña',
    en: 'A Coruña',
    ca: 'la Corunya',
    pt: 'Corunha',
  });
  expect(findProvinceById('ES.52.Z')?.name).toEqual({
    es: 'Zaragoza',
    en: 'Zaragoza',
    ca: 'Saragossa',
    pt: 'Saragoça',
  });
});

test('Spanish province names use the official forms', () => {
  const names = new Set(spanishProvinces.map((province) => province.name.es));
  for (const name of ['Girona', 'Lleida', 'Ourense', 'Gipuzkoa', 'Bizkaia', 'Álava', 'A Coruña', 'Illes Balears']) {
    expect(names.has(name), name).toBe(true);
  }
  expect(findProvinceBySlug('alava')?.iso).toBe('ES-VI');
});

test('each Spanish province sits in the community CLDR puts it in', () => {
  expect(listProvinces('ES.56').map((province) => province.name.es)).toEqual([
    'Barcelona',
    'Girona',
    'Lleida',
    'Tarragona',
  ]);
  expect(listProvinces('ES.59').map((province) => province.iso)).toEqual(['ES-VI', 'ES-BI', 'ES-SS']);
  expect(findProvinceBySlug('madrid', 'ES')?.community).toBe('ES.29');
});

test('countries are found by their slug in any locale', () => {
  for (const slug of ['espana', 'spain', 'espanya', 'espanha']) expect(findCountryBySlug(slug)?.code).toBe('ES');
  expect(findCountryBySlug('regne-unit')?.code).toBe('GB');
  expect(findCountryBySlug('narnia')).toBeUndefined();
});

test('communities are found by their slug in any locale', () => {
  for (const slug of ['cataluna', 'catalonia', 'catalunya', 'catalunha']) {
    expect(findCommunityBySlug('ES', slug)?.id).toBe('ES.56');
  }
  expect(findCommunityBySlug('ES', 'castella-i-lleo')?.iso).toBe('ES-CL');
  expect(findCommunityBySlug('PT', 'cataluna')).toBeUndefined();
});

test('provinces and towns are found by slug', () => {
  const coruna = findProvinceBySlug('a-coruna');
  expect(coruna?.id).toBe('ES.58.C');
  expect(findProvinceBySlug('lisboa', 'PT')?.id).toBe('PT.14.1106');
  expect(findProvinceBySlug('lisboa', 'ES')).toBeUndefined();
  expect(findTownBySlug('ES.29.M', 'madrid')).toMatchObject({ id: 3117735, name: 'Madrid' });
  expect(findTownBySlug('ES.08.X', 'madrid')).toBeUndefined();
  expect(findTownBySlug('PT.14.1106', 'lisboa')?.name).toBe('Lisboa');
});

test('town slugs drop accents and diaereses the Spanish way', () => {
  expect(findTownBySlug('ES.53.TF', 'guimar')?.name).toBe('Güimar');
  expect(findTownBySlug('ES.51.CA', 'cadiz')?.name).toBe('Cádiz');
});

test('geography data cannot be modified by callers', () => {
  const spain = listCountries()[0] as { code: string };
  expect(() => {
    spain.code = 'XX';
  }).toThrow(TypeError);
  expect(Object.isFrozen(listTowns('ES.29.M'))).toBe(true);
});

test('sources credit GeoNames under CC BY 4.0', () => {
  expect(listSources().some((source) => source.includes('GeoNames') && source.includes('CC BY 4.0'))).toBe(true);
});
