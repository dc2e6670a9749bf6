import { describe, expect, test } from 'vitest';
import { emptySearchForm } from '../../common/search/search-form.ts';
import { searchFilterCount } from './search-form-value.ts';

describe('searchFilterCount: what lights the clear button besides the words (spec §4)', () => {
  test('the empty search carries nothing', () => {
    expect(searchFilterCount(emptySearchForm())).toBe(0);
  });
  test('no filter entries is nothing (the panel stores a filter back at all as no entry)', () => {
    expect(searchFilterCount({ ...emptySearchForm(), searchFiltersValues: {} })).toBe(0);
  });
  test('the default type is nothing', () => {
    expect(searchFilterCount({ ...emptySearchForm(), type: { name: 'offer' } })).toBe(0);
  });
  test.each([
    ['another type', { type: { name: 'demand' } }],
    ['a subcategory', { subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' } }],
    ['a community', { community: { name: 'Andalucía', slug: 'andalucia' } }],
    ['with price', { withPrice: true }],
    ['a filter item', { searchFiltersValues: { sexo: ['yegua'] } }],
    ['a yes/no filter', { searchFiltersValues: { papers: true } }],
  ])('%s counts one', (_name, change) => {
    expect(searchFilterCount({ ...emptySearchForm(), ...change })).toBe(1);
  });
  test('the words are not counted: the box shows them', () => {
    expect(searchFilterCount({ ...emptySearchForm(), q: 'lusitano' })).toBe(0);
  });
  test('a category page carries its category', () => {
    expect(searchFilterCount({ ...emptySearchForm(), category: { name: 'Horses', slug: 'horses' } })).toBe(1);
  });
  test('one per filter item, place level, radius and price, as the chips count them', () => {
    const place = {
      community: { name: 'Andalucía', slug: 'andalucia' },
      province: { name: 'Sevilla', slug: 'sevilla' },
    };
    const form = {
      ...emptySearchForm(),
      ...place,
      town: { name: 'Carmona', slug: 'carmona' },
      radius: 50,
      type: { name: 'all' },
      subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' },
      searchFiltersValues: { sexo: ['yegua', 'castrado'], papers: true, vacunado: false },
      withPrice: true,
    };
    expect(searchFilterCount(form)).toBe(3 + 4 + 1 + 1 + 1);
  });
});
