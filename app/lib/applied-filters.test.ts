import { describe, expect, it } from 'vitest';
import { emptySearchForm, type SearchForm } from '../../common/search/search-form.ts';
import type { Filter } from '../../server/catalogue/reference-data.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { searchFormFromParams } from '../../server/search/parse-search-form.ts';
import { appliedFilters } from './applied-filters.ts';

const both = (es: string, en: string) => ({ es, en, ca: es, pt: es });
const filters: Filter[] = [
  {
    slug: 'raza',
    name: both('Raza', 'Breed'),
    subcategoryKeys: [],
    items: [{ slug: 'pre', name: both('PRE', 'PRE') }],
  },
  {
    slug: 'sexo',
    name: both('Sexo', 'Sex'),
    subcategoryKeys: [],
    items: [
      { slug: 'yegua', name: both('Yegua', 'Mare') },
      { slug: 'caballo', name: both('Caballo', 'Stallion') },
      { slug: 'castrado', name: both('Castrado', 'Gelding') },
    ],
  },
];

const full: SearchForm = {
  ...emptySearchForm(),
  q: 'torda',
  type: { name: 'demand' },
  subcategory: { name: 'Horses', slug: 'horses', svg_code: '' },
  community: { name: 'Andalusia', slug: 'andalusia' },
  province: { name: 'Sevilla', slug: 'sevilla' },
  town: { name: 'Utrera', slug: 'utrera' },
  radius: 25,
  searchFiltersValues: { raza: ['pre'], sexo: ['yegua', 'caballo'] },
  withPrice: true,
  price: { min: 5000, max: 12000 },
};

function applied(form: SearchForm, locale: 'en' | 'es' = 'en') {
  return appliedFilters({ form, locale, t: getTranslator(locale), filters, path: '/en/search', sort: 'price_asc' });
}

const place = (form: SearchForm) => [form.community?.slug, form.province?.slug, form.town?.slug, form.radius];

/** A form as a link carries it: slugs, no names (the page it opens names them). */
function unnamed(form: SearchForm): SearchForm {
  const slugOnly = <T extends { slug: string } | null | undefined>(named: T) =>
    named ? { ...named, name: '' } : named;
  return {
    ...form,
    subcategory: slugOnly(form.subcategory),
    community: slugOnly(form.community),
    province: slugOnly(form.province),
    town: slugOnly(form.town),
  };
}

/** The search a chip's link leads to, as /search reads it. */
function formOf(href: string): SearchForm {
  const url = new URL(href, 'http://galope.test');
  expect(url.pathname).toBe('/en/search');
  expect(url.searchParams.get('sort')).toBe('price_asc');
  return searchFormFromParams(url.searchParams);
}

function chip(form: SearchForm, label: string) {
  const found = applied(form).chips.find((each) => each.label === label);
  if (!found) throw new Error(`no chip ${label} in ${applied(form).chips.map((each) => each.label)}`);
  return { ...found, form: formOf(found.href) };
}

describe('appliedFilters', () => {
  it('gives one chip per criterion, in the reader language', () => {
    expect(applied(full).chips.map((each) => each.label)).toEqual([
      '“torda”',
      'Wanted',
      'Horses',
      'Breed: PRE',
      'Sex: Mare',
      'Sex: Stallion',
      'Andalusia',
      'Sevilla',
      'Utrera',
      'Within 25 km',
      '€5,000–€12,000',
      'Only ads with a price',
    ]);
  });

  it('removes only the words, the type, the subcategory or the price range', () => {
    expect(chip(full, '“torda”').form).toEqual(unnamed({ ...full, q: '' }));
    expect(chip(full, 'Wanted').form).toEqual(unnamed({ ...full, type: { name: 'offer' } }));
    expect(chip(full, 'Horses').form).toEqual(unnamed({ ...full, subcategory: null }));
    expect(chip(full, '€5,000–€12,000').form).toEqual(unnamed({ ...full, price: { min: null, max: null } }));
  });

  it('removes one filter item, and the filter with its last item', () => {
    expect(chip(full, 'Sex: Mare').form.searchFiltersValues).toEqual({ raza: ['pre'], sexo: ['caballo'] });
    expect(chip(full, 'Breed: PRE').form.searchFiltersValues).toEqual({ sexo: ['yegua', 'caballo'] });
  });

  it('gives a filter with every item chosen (a /f/{filter} page) one chip, its name', () => {
    const any = { ...emptySearchForm(), searchFiltersValues: { sexo: ['yegua', 'caballo', 'castrado'] } };
    expect(applied(any).chips.map((each) => each.label)).toEqual(['Sex']);
    expect(chip(any, 'Sex').form.searchFiltersValues).toEqual({});
  });

  it('removes a place with the places and the radius inside it', () => {
    expect(place(chip(full, 'Within 25 km').form)).toEqual(['andalusia', 'sevilla', 'utrera', null]);
    expect(place(chip(full, 'Utrera').form)).toEqual(['andalusia', 'sevilla', undefined, null]);
    expect(place(chip(full, 'Sevilla').form)).toEqual(['andalusia', undefined, undefined, null]);
    expect(place(chip(full, 'Andalusia').form)).toEqual([undefined, undefined, undefined, null]);
  });

  it('says which chip is the town when the town is named like its province', () => {
    const sevilla = { ...full, town: { name: 'Sevilla', slug: 'sevilla' } };
    expect(applied(sevilla).chips.map((each) => each.label)).toContain('Town of Sevilla');
    expect(applied(sevilla, 'es').chips.map((each) => each.label)).toEqual(
      expect.arrayContaining(['Sevilla', 'Municipio de Sevilla']),
    );
    expect(place(chip(sevilla, 'Town of Sevilla').form)).toEqual(['andalusia', 'sevilla', undefined, null]);
    expect(applied(full).chips.map((each) => each.label)).toContain('Utrera');
  });

  it('removes "only with price" together with the bounds it enables', () => {
    const without = chip(full, 'Only ads with a price').form;
    expect([without.withPrice, without.price]).toEqual([false, { min: null, max: null }]);
    const open = { ...emptySearchForm(), withPrice: true, price: { min: 5000, max: null } };
    expect(applied(open).chips.map((each) => each.label)).toEqual(['From €5,000', 'Only ads with a price']);
  });

  it('links with the short plain fields, never names', () => {
    expect(chip(full, 'Wanted').href).toBe(
      '/en/search?q=torda&subcategory=horses&community=andalusia&province=sevilla&town=utrera&radius=25' +
        '&filter.raza=pre&filter.sexo=yegua&filter.sexo=caballo&price_min=5000&price_max=12000&sort=price_asc',
    );
  });

  it('clears all to the page path alone', () => {
    expect(applied(full).clearHref).toBe('/en/search');
  });

  it('has no chips and no title for the empty search, and no title for words alone', () => {
    expect(applied(emptySearchForm())).toEqual({ chips: [], clearHref: '/en/search', title: null });
    expect(applied({ ...emptySearchForm(), q: 'lusitano' }).title).toBeNull();
  });

  it('says the search in words for the title', () => {
    const mares = {
      ...emptySearchForm(),
      province: { name: 'Sevilla', slug: 'sevilla' },
      searchFiltersValues: { raza: ['pre'], sexo: ['yegua'] },
      withPrice: true,
      price: { min: 5000, max: 12000 },
    };
    expect(applied(mares).title).toBe('Ads (PRE, Mare) in Sevilla, €5,000–€12,000');
    expect(applied(mares, 'es').title?.replaceAll('\u00a0', ' ')).toBe(
      'Anuncios (PRE, Yegua) en Sevilla, 5000 €–12.000 €',
    );
    expect(applied({ ...emptySearchForm(), subcategory: full.subcategory }).title).toBe('Horses');
    expect(applied({ ...emptySearchForm(), q: 'PRE', type: { name: 'demand' } }).title).toBe('Ads (“PRE”, Wanted)');
    expect(applied({ ...emptySearchForm(), q: 'PRE', type: { name: 'all' } }).title).toBe('Ads (“PRE”)');
  });

  it('says a radius reaches past the town', () => {
    const near = { ...emptySearchForm(), subcategory: full.subcategory, town: full.town, radius: 50 };
    expect(applied(near).title).toBe('Horses within 50 km of Utrera');
    expect(applied(near, 'es').title).toBe('Horses a menos de 50 km de Utrera');
    expect(applied({ ...near, radius: null }).title).toBe('Horses in Utrera');
  });
});
