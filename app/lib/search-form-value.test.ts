import { describe, expect, test } from 'vitest';
import { emptySearchForm } from '../../common/search/search-form.ts';
import { hasSearchValue, searchFilterCount } from './search-form-value.ts';

describe('hasSearchValue', () => {
  test('the empty search has no value', () => {
    expect(hasSearchValue(emptySearchForm())).toBe(false);
  });
  test('blank text is no value', () => {
    expect(hasSearchValue({ ...emptySearchForm(), q: '   ' })).toBe(false);
  });
  test('no filter entries is no value (the panel stores a filter back at all as no entry)', () => {
    expect(hasSearchValue({ ...emptySearchForm(), searchFiltersValues: {} })).toBe(false);
  });
  test.each([
    ['text', { q: 'lusitano' }],
    ['another type', { type: { name: 'demand' } }],
    ['a subcategory', { subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' } }],
    ['a category (a category page)', { category: { name: 'Horses', slug: 'horses' } }],
    ['a community', { community: { name: 'Andalucía', slug: 'andalucia' } }],
    ['with price', { withPrice: true }],
    ['a filter item', { searchFiltersValues: { sexo: ['yegua'] } }],
    ['a yes/no filter', { searchFiltersValues: { papers: true } }],
  ])('%s is a value', (_name, change) => {
    expect(hasSearchValue({ ...emptySearchForm(), ...change })).toBe(true);
  });
});

describe('searchFilterCount', () => {
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
