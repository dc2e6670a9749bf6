import { describe, expect, test } from 'vitest';
import { emptySearchForm } from '../../server/search/search-form.ts';
import { hasSearchValue, submittedSearchForm } from './search-form-value.ts';

describe('hasSearchValue', () => {
  test('the empty search has no value', () => {
    expect(hasSearchValue(emptySearchForm())).toBe(false);
  });
  test('blank text is no value', () => {
    expect(hasSearchValue({ ...emptySearchForm(), q: '   ' })).toBe(false);
  });
  test('filters left at all are no value', () => {
    expect(hasSearchValue({ ...emptySearchForm(), searchFiltersValues: { sexo: ['all'], capa: [] } })).toBe(false);
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

describe('submittedSearchForm', () => {
  test('trims the text', () => {
    expect(submittedSearchForm({ ...emptySearchForm(), q: '  yegua lusitana ' }).q).toBe('yegua lusitana');
  });
  test('drops the radius without a town', () => {
    expect(submittedSearchForm({ ...emptySearchForm(), radius: 25 }).radius).toBeNull();
  });
  test('keeps the radius around a town', () => {
    const town = { name: 'Carmona', slug: 'carmona' };
    expect(submittedSearchForm({ ...emptySearchForm(), town, radius: 25 })).toMatchObject({ town, radius: 25 });
  });
  test('sends the price only with "with price" on', () => {
    const price = { min: 1000, max: 5000 };
    expect(submittedSearchForm({ ...emptySearchForm(), price }).price).toEqual({ min: null, max: null });
    expect(submittedSearchForm({ ...emptySearchForm(), withPrice: true, price }).price).toEqual(price);
  });
  test('keeps every other field', () => {
    const form = {
      ...emptySearchForm(),
      type: { name: 'all' },
      subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' },
      searchFiltersValues: { sexo: ['yegua'] },
    };
    expect(submittedSearchForm(form)).toEqual(form);
  });
});
