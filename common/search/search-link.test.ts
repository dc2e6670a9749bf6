import { describe, expect, it } from 'vitest';
import { parseSearchPage, parseSearchSort, searchFormFromParams } from '../../server/search/parse-search-form.ts';
import { emptySearchForm, type SearchForm } from './search-form.ts';
import { searchHref, searchQuery, withParam } from './search-link.ts';

const full: SearchForm = {
  ...emptySearchForm(),
  q: 'yegua torda',
  type: { name: 'all' },
  subcategory: { name: 'Yeguas y sementales de cría', slug: 'yeguas-y-sementales', svg_code: '' },
  community: { name: 'Andalucía', slug: 'andalucia' },
  province: { name: 'Sevilla', slug: 'sevilla' },
  town: { name: 'Utrera', slug: 'utrera' },
  radius: 25,
  city: 'Utrera centro',
  searchFiltersValues: { raza: ['pre', 'lusitano'], sexo: ['yegua'] },
  withPrice: true,
  price: { min: 5000, max: 12000 },
  hideReserved: true,
};

/** What a link's search reads back as, without the names (the results page fills them in). */
function readBack(href: string) {
  const url = new URL(href, 'http://galope.test');
  const params = url.searchParams;
  return {
    path: url.pathname,
    form: unnamed(searchFormFromParams(params)),
    sort: parseSearchSort(params.get('sort')),
    page: parseSearchPage(params.get('page')),
  };
}

function unnamed(form: SearchForm): SearchForm {
  const slug = <T extends { slug: string } | null | undefined>(named: T) => (named ? { ...named, name: '' } : named);
  return {
    ...form,
    subcategory: slug(form.subcategory),
    community: slug(form.community),
    province: slug(form.province),
    town: slug(form.town),
    ...(form.category ? { category: slug(form.category) } : {}),
  };
}

describe('searchQuery', () => {
  it('links each search to itself: every field, the sort and the page read back the same', () => {
    const forms: SearchForm[] = [
      emptySearchForm(),
      full,
      { ...emptySearchForm(), q: 'caballo' },
      { ...emptySearchForm(), q: 'caballo', province: { name: 'Cádiz', slug: 'cadiz' } },
      { ...emptySearchForm(), category: { name: 'Caballos', slug: 'caballos' } },
      { ...emptySearchForm(), type: { name: 'demand' }, withPrice: true },
      { ...emptySearchForm(), withPrice: true, price: { min: null, max: 900 } },
      { ...emptySearchForm(), q: 'a&b=c +d «e»', searchFiltersValues: { 'x.y': ['1 2'] } },
    ];
    for (const form of forms) {
      for (const extra of [{}, { sort: 'price_asc' as const, page: 3 }]) {
        const back = readBack(searchHref('/cat/search', form, extra));
        expect(back).toEqual({
          path: '/cat/search',
          form: unnamed(form),
          sort: 'sort' in extra ? extra.sort : null,
          page: 'page' in extra ? extra.page : 1,
        });
      }
    }
  });

  it('is short and readable: slugs only, no names, no svg_code, no nulls, no defaults', () => {
    expect(searchHref('/search', emptySearchForm())).toBe('/search');
    expect(searchHref('/search', { ...emptySearchForm(), q: 'caballo' }, { page: 1 })).toBe('/search?q=caballo');
    const href = searchHref('/search', full, { sort: 'newest', page: 2 });
    expect(href).toBe(
      '/search?q=yegua+torda&type=all&subcategory=yeguas-y-sementales&community=andalucia&province=sevilla' +
        '&town=utrera&radius=25&city=Utrera+centro&filter.raza=pre&filter.raza=lusitano&filter.sexo=yegua' +
        '&price_min=5000&price_max=12000&hide_reserved=1&sort=newest&page=2',
    );
    expect(href).not.toMatch(/name|svg_code|null|Sevilla/);
    expect(withParam('/search', 'save', '1')).toBe('/search?save=1');
    expect(withParam('/search?q=caballo', 'layout', 'row')).toBe('/search?q=caballo&layout=row');
  });

  it('leaves out what the search ignores, so that it reads back as the same search', () => {
    const ignored: SearchForm = {
      ...emptySearchForm(),
      q: '  pony ',
      // Bounds without "with price" on, a radius without a town, "all" and yes/no filter values.
      price: { min: 100, max: 200 },
      radius: 50,
      searchFiltersValues: { raza: ['all'], papeles: true, sexo: ['all', 'yegua'] },
    };
    expect(searchQuery(ignored)).toBe('q=pony&filter.sexo=yegua');
    expect(searchQuery({ ...emptySearchForm(), type: { name: 'offer' } })).toBe('');
  });
});
