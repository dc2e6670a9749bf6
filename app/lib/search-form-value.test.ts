import { describe, expect, test } from 'vitest';
import { emptySearchForm } from '../../common/search/search-form.ts';
import { hasSearchValue } from './search-form-value.ts';

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
    ['a community', { community: { name: 'Andalucía', slug: 'andalucia' } }],
    ['with price', { withPrice: true }],
    ['a filter item', { searchFiltersValues: { sexo: ['yegua'] } }],
    ['a yes/no filter', { searchFiltersValues: { papers: true } }],
  ])('%s is a value', (_name, change) => {
    expect(hasSearchValue({ ...emptySearchForm(), ...change })).toBe(true);
  });
});
