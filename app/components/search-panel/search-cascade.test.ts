import { describe, expect, test } from 'vitest';
import { emptySearchForm, type SearchForm } from '../../../common/search/search-form.ts';
import { chooseCommunity, chooseProvince, chooseSubcategory, chooseTown } from './search-cascade.ts';

const andalucia = { name: 'Andalucía', slug: 'andalucia' };
const sevilla = { name: 'Sevilla', slug: 'sevilla' };
const carmona = { name: 'Carmona', slug: 'carmona' };

function placed(): SearchForm {
  return { ...emptySearchForm(), community: andalucia, province: sevilla, town: carmona, radius: 25 };
}

describe('chooseCommunity', () => {
  test('clearing the community clears province, town and radius', () => {
    expect(chooseCommunity(placed(), null)).toMatchObject({
      community: null,
      province: null,
      town: null,
      radius: null,
    });
  });
  test('another community clears province and town', () => {
    const next = chooseCommunity(placed(), { name: 'Galicia', slug: 'galicia' });
    expect(next).toMatchObject({ community: { slug: 'galicia' }, province: null, town: null });
  });
  test('the same community changes nothing', () => {
    const form = placed();
    expect(chooseCommunity(form, { ...andalucia })).toBe(form);
  });
});

describe('chooseProvince', () => {
  test('clearing the province clears the town but keeps the community', () => {
    expect(chooseProvince(placed(), null)).toMatchObject({ community: andalucia, province: null, town: null });
  });
  test('another province clears the town', () => {
    expect(chooseProvince(placed(), { name: 'Cádiz', slug: 'cadiz' })).toMatchObject({
      province: { slug: 'cadiz' },
      town: null,
    });
  });
});

describe('chooseTown', () => {
  test('keeps the radius while a town is chosen', () => {
    expect(chooseTown(placed(), { name: 'Utrera', slug: 'utrera' })).toMatchObject({ radius: 25 });
  });
  test('clearing the town drops the radius', () => {
    expect(chooseTown(placed(), null)).toMatchObject({ town: null, radius: null, province: sevilla });
  });
});

describe('chooseSubcategory', () => {
  test('a new subcategory empties the chosen filters', () => {
    const form = { ...emptySearchForm(), searchFiltersValues: { sexo: ['yegua'] } };
    const next = chooseSubcategory(form, { name: 'Sport horses', slug: 'sport-horses', svg_code: '' });
    expect(next.searchFiltersValues).toEqual({});
  });
  test('clearing it empties them too', () => {
    const form = {
      ...emptySearchForm(),
      subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' },
      searchFiltersValues: { sexo: ['yegua'] },
    };
    expect(chooseSubcategory(form, null)).toMatchObject({ subcategory: null, searchFiltersValues: {} });
  });
});
