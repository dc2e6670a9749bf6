import { describe, expect, it } from 'vitest';
import type { Category, Community, Country, Filter, Province } from '../../server/catalogue/reference-data.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { browsePath } from '../../server/search/browse-target.ts';
import { browseChips } from './browse-chips.ts';

const named = (es: string, en: string) => ({ es, en, ca: es, pt: es });
const spain = { code: 'ES', name: named('España', 'Spain'), slug: named('espana', 'spain') } as Country;
const andalusia = {
  id: 'ES.51',
  name: named('Andalucía', 'Andalusia'),
  slug: named('andalucia', 'andalusia'),
} as Community;
const sevilla = { id: 'ES.51.SE', name: named('Sevilla', 'Seville'), slug: 'sevilla' } as Province;
const utrera = { id: 1, provinceId: 'ES.51.SE', name: 'Utrera', slug: 'utrera' };
const sport = {
  key: 'sport_horses',
  name: named('Caballos de deporte', 'Sport horses'),
  slug: named('deporte', 'sport'),
};
const horses = {
  key: 'horses',
  name: named('Caballos', 'Horses'),
  slug: named('caballos', 'horses'),
  subcategories: [sport],
} as unknown as Category;
const subcategory = horses.subcategories[0];
const breed = {
  slug: 'raza',
  name: named('Raza', 'Breed'),
  items: [{ slug: 'lusitano', name: named('Lusitano', 'Lusitano') }],
} as unknown as Filter;

function chips(target: Parameters<typeof browseChips>[0]['target']) {
  return browseChips({
    target,
    locale: 'en',
    t: getTranslator('en'),
    pathOf: (each) => browsePath(each, 'en'),
    searchPath: '/en/search',
  });
}

describe('browseChips', () => {
  it('removes a place level with the levels inside it, keeping the category', () => {
    const target = {
      country: spain,
      community: andalusia,
      province: sevilla,
      town: utrera,
      category: horses,
      subcategory,
    };
    expect(chips(target).chips).toEqual([
      { label: 'Andalusia', href: '/en/spain/c/horses/sport' },
      { label: 'Seville', href: '/en/spain/andalusia/c/horses/sport' },
      { label: 'Utrera', href: '/en/spain/andalusia/sevilla/c/horses/sport' },
      { label: 'Sport horses', href: '/en/spain/andalusia/sevilla/utrera/c/horses' },
    ]);
    expect(chips(target).clearHref).toBe('/en/spain');
  });

  it('removes a category to the place page, or to /search when no place is left', () => {
    expect(chips({ country: spain, community: andalusia, category: horses }).chips.at(-1)).toEqual({
      label: 'Horses',
      href: '/en/spain/andalusia',
    });
    expect(chips({ category: horses })).toEqual({
      chips: [{ label: 'Horses', href: '/en/search' }],
      clearHref: '/en/search',
      title: null,
    });
  });

  it('names a filter item, removed to the filter page', () => {
    expect(chips({ filter: breed, item: breed.items[0] }).chips).toEqual([
      { label: 'Breed: Lusitano', href: '/en/f/raza' },
    ]);
  });

  it('has no chip on a country page', () => {
    expect(chips({ country: spain }).chips).toEqual([]);
  });
});
