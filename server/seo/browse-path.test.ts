import { describe, expect, test } from 'vitest';
import { type BrowsePage, browsePath } from './browse-path.ts';

const lastmod = new Date('2026-11-23T00:00:00Z');
const horses = { es: 'caballos', en: 'horses', ca: 'cavalls', pt: 'cavalos' };
const sport = { es: 'caballos-de-deporte', en: 'sport-horses', ca: 'cavalls-d-esport', pt: 'cavalos-de-desporto' };
const spain = { es: 'espana', en: 'spain', ca: 'espanya', pt: 'espanha' };
const andalusia = { es: 'andalucia', en: 'andalusia', ca: 'andalusia', pt: 'andaluzia' };

function paths(page: BrowsePage) {
  return (['es', 'en', 'ca', 'pt'] as const).map((locale) => browsePath(page, locale));
}

describe('browse page addresses', () => {
  test('categories and subcategories live under /c in every locale’s words', () => {
    expect(paths({ category: horses, lastmod })).toEqual([
      '/c/caballos',
      '/en/c/horses',
      '/cat/c/cavalls',
      '/pt/c/cavalos',
    ]);
    expect(browsePath({ category: horses, subcategory: sport, lastmod }, 'en')).toBe('/en/c/horses/sport-horses');
  });

  test('places nest country, community, province and town; province and town slugs do not change', () => {
    expect(paths({ country: spain, lastmod })).toEqual(['/espana', '/en/spain', '/cat/espanya', '/pt/espanha']);
    expect(
      browsePath({ country: spain, community: andalusia, province: 'sevilla', town: 'dos-hermanas', lastmod }, 'pt'),
    ).toBe('/pt/espanha/andaluzia/sevilla/dos-hermanas');
  });

  test('a country with a category puts /c after the country', () => {
    expect(browsePath({ country: spain, category: horses, subcategory: sport, lastmod }, 'ca')).toBe(
      '/cat/espanya/c/cavalls/cavalls-d-esport',
    );
  });

  test('a place with a category, and filter pages with one slug in every locale', () => {
    expect(
      browsePath({ country: spain, community: andalusia, province: 'sevilla', category: horses, lastmod }, 'en'),
    ).toBe('/en/spain/andalusia/sevilla/c/horses');
    expect(paths({ filter: 'sexo', item: 'yegua', lastmod })).toEqual([
      '/f/sexo/yegua',
      '/en/f/sexo/yegua',
      '/cat/f/sexo/yegua',
      '/pt/f/sexo/yegua',
    ]);
    expect(browsePath({ filter: 'capa', lastmod }, 'es')).toBe('/f/capa');
  });

  test('a slug with characters a URL cannot carry is percent-encoded', () => {
    expect(browsePath({ country: spain, community: andalusia, province: 'a coruña', lastmod }, 'es')).toBe(
      '/espana/andalucia/a%20coru%C3%B1a',
    );
  });
});
