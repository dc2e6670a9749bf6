import { describe, expect, test } from 'vitest';
import { browseFields, browsePath, findBrowseTarget } from '../../server/search/browse-target.ts';

describe('findBrowseTarget', () => {
  test('finds every slug of a place and category URL, in any locale', async () => {
    const target = await findBrowseTarget({
      country: 'spain',
      community: 'andaluzia',
      province: 'sevilla',
      town: 'utrera',
      category: 'cavalls',
      subcategory: 'sport-horses',
    });
    expect(target?.country?.code).toBe('ES');
    expect(target?.community?.id).toBe('ES.51');
    expect(target?.province?.id).toBe('ES.51.SE');
    expect(target?.town?.id).toBe(2510073);
    expect(target?.subcategory?.key).toBe('sport_horses');
    if (!target) throw new Error('not found');
    expect(browsePath(target, 'es')).toBe('/espana/andalucia/sevilla/utrera/c/caballos/caballos-de-deporte');
    expect(browsePath(target, 'en')).toBe('/en/spain/andalusia/sevilla/utrera/c/horses/sport-horses');
    expect(browseFields(target)).toEqual({
      countryCode: 'ES',
      communityId: 'ES.51',
      provinceId: 'ES.51.SE',
      townId: 2510073,
      categoryKey: 'horses',
      subcategoryKey: 'sport_horses',
    });
  });

  test('an unknown slug, or a place outside the place above it, is not found', async () => {
    expect(await findBrowseTarget({ country: 'atlantis' })).toBeUndefined();
    expect(await findBrowseTarget({ country: 'espana', community: 'andalucia', province: 'girona' })).toBeUndefined();
    expect(await findBrowseTarget({ country: 'portugal', community: 'andalucia' })).toBeUndefined();
    expect(await findBrowseTarget({ category: 'caballos', subcategory: 'sillas' })).toBeUndefined();
    expect(await findBrowseTarget({ filter: 'raza', filteritem: 'unicornio' })).toBeUndefined();
  });

  test('filter pages fix the item, or every item of the filter', async () => {
    const item = await findBrowseTarget({ filter: 'capa', filteritem: 'tordo' });
    if (!item) throw new Error('not found');
    expect(browsePath(item, 'ca')).toBe('/cat/f/capa/tordo');
    expect(browseFields(item)).toEqual({ filters: { capa: ['tordo'] } });
    const filter = await findBrowseTarget({ filter: 'sexo' });
    if (!filter) throw new Error('not found');
    expect(browseFields(filter).filters).toEqual({ sexo: ['entero', 'castrado', 'yegua'] });
  });

  test('the country page has one address, /{country}: /cc/{country} is not one of its own', async () => {
    const target = await findBrowseTarget({ country: 'espanha' });
    if (!target) throw new Error('not found');
    expect(browsePath(target, 'pt')).toBe('/pt/espanha');
    expect(browsePath({ ...target, category: (await findBrowseTarget({ category: 'ponis' }))?.category }, 'es')).toBe(
      '/espana/c/ponis',
    );
  });
});
