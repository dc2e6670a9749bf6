import { describe, expect, it } from 'vitest';
import { emptySearchForm, searchFormToQuery } from '../../common/search/search-form.ts';
import { parseSearchForm, parseSearchPage, parseSearchSort, searchFormFromParams } from './parse-search-form.ts';

describe('parseSearchForm', () => {
  it('gives the empty search for missing, broken or hostile JSON', () => {
    for (const input of [null, '', '{', '[]', '"text"', '42', 'null', '{"__proto__":{"polluted":1}}']) {
      expect(parseSearchForm(input)).toEqual(emptySearchForm());
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('defaults the type to the second search type, offer', () => {
    expect(parseSearchForm('{}').type).toEqual({ name: 'offer' });
    expect(parseSearchForm('{"type":{"name":"nonsense"}}').type).toEqual({ name: 'offer' });
  });

  it('keeps valid fields and drops the ones that do not fit', () => {
    const form = parseSearchForm(
      JSON.stringify({
        q: 'yegua lusitana',
        type: { name: 'all' },
        province: { name: 'Sevilla', slug: 'sevilla' },
        price: { min: 0, max: 5000 },
        radius: 7,
        searchFiltersValues: { gender: ['mare'], papers: true },
        extra: 'ignored',
      }),
    );
    expect(form.q).toBe('yegua lusitana');
    expect(form.type).toEqual({ name: 'all' });
    expect(form.province).toEqual({ name: 'Sevilla', slug: 'sevilla' });
    expect(form.price).toEqual({ min: null, max: 5000 });
    expect(form.radius).toBeNull();
    expect(form.searchFiltersValues).toEqual({ gender: ['mare'], papers: true });
    expect(form).not.toHaveProperty('extra');
  });

  it('reads back what searchFormToQuery wrote', () => {
    const form = { ...emptySearchForm(), q: 'pony', radius: 25 };
    const params = new URLSearchParams(searchFormToQuery(form, { sort: 'newest', page: 2 }));
    expect(parseSearchForm(params.get('form'))).toEqual(form);
    expect(parseSearchSort(params.get('sort'))).toBe('newest');
    expect(parseSearchPage(params.get('page'))).toBe(2);
  });

  it('writes only what differs from the empty search, and reads it back whole', () => {
    const subcategory = { name: 'Sport horses', slug: 'sport-horses', svg_code: '' };
    const form = { ...emptySearchForm(), q: 'pony', subcategory };
    const written = new URLSearchParams(searchFormToQuery(form)).get('form');
    expect(JSON.parse(written ?? '')).toEqual({ q: 'pony', subcategory });
    expect(parseSearchForm(written)).toEqual(form);
    expect(searchFormToQuery(emptySearchForm())).toBe('form=%7B%7D');
    expect(parseSearchForm('{}')).toEqual(emptySearchForm());
  });

  it('refuses unknown sorts and what is no page number; keeps a page past the last, which answers 404', () => {
    expect(parseSearchSort('drop table')).toBeNull();
    expect(parseSearchPage('0')).toBe(1);
    expect(parseSearchPage('1.5')).toBe(1);
    expect(parseSearchPage('abc')).toBe(1);
    expect(parseSearchPage('99999')).toBe(99999);
  });

  it("reads the bar's plain text box when JavaScript has not loaded", () => {
    expect(searchFormFromParams(new URLSearchParams('q=+pony+de+paseo+'))).toEqual({
      ...emptySearchForm(),
      q: 'pony de paseo',
    });
    const form = { ...emptySearchForm(), q: 'yegua' };
    expect(searchFormFromParams(new URLSearchParams(`q=ignored&${searchFormToQuery(form)}`))).toEqual(form);
  });

  it("reads the filter form's plain fields when JavaScript has not loaded; a price bound turns the price on", () => {
    const params = new URLSearchParams(
      'q=&type=all&subcategory=caballos-de-deporte&community=andalucia&province=sevilla&radius=25' +
        '&price_min=5000&price_max=&filter.raza=lusitano&filter.sexo=all&filter.sexo=yegua&filter.capa=all&filter.sexo=castrado',
    );
    expect(searchFormFromParams(params)).toEqual({
      ...emptySearchForm(),
      type: { name: 'all' },
      subcategory: { name: '', slug: 'caballos-de-deporte', svg_code: '' },
      community: { name: '', slug: 'andalucia' },
      province: { name: '', slug: 'sevilla' },
      radius: 25,
      searchFiltersValues: { raza: ['lusitano'], sexo: ['yegua', 'castrado'] },
      withPrice: true,
      price: { min: 5000, max: null },
    });
    expect(searchFormFromParams(new URLSearchParams('subcategory=c%2Fcaballos')).category).toEqual({
      name: '',
      slug: 'caballos',
    });
  });
});
