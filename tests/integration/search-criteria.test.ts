import { describe, expect, test } from 'vitest';
import { emptySearchForm, type SearchForm } from '../../common/search/search-form.ts';
import { searchHref } from '../../common/search/search-link.ts';
import { criteriaFromForm } from '../../server/search/criteria-from-form.ts';
import { describeSearch } from '../../server/search/describe-search.ts';
import { parseSearchPage, parseSearchSort, searchFormFromParams } from '../../server/search/parse-search-form.ts';

function form(fields: Partial<SearchForm>): SearchForm {
  return { ...emptySearchForm(), ...fields };
}

const sevilla = { name: 'Sevilla', slug: 'sevilla' };

describe('criteriaFromForm', () => {
  test('resolves slugs written in any locale to keys and ids', async () => {
    const criteria = await criteriaFromForm({
      form: form({
        q: '  yegua   lusitana ',
        subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' },
        community: { name: 'Andaluzia', slug: 'andaluzia' },
        province: sevilla,
        town: { name: 'Utrera', slug: 'utrera' },
        radius: 25,
      }),
      locale: 'en',
      countryCode: null,
    });
    expect(criteria).toMatchObject({
      locale: 'en',
      countryCode: 'ES',
      q: 'yegua lusitana',
      type: 'offer',
      categoryKey: 'horses',
      subcategoryKey: 'sport_horses',
      communityId: 'ES.51',
      provinceId: 'ES.51.SE',
      townId: 2510073,
      radiusKm: 25,
      sort: 'relevance',
      page: 1,
      pageSize: 24,
      includeSold: false,
    });
  });

  test('drops unknown slugs and places that do not belong to the place above', async () => {
    const criteria = await criteriaFromForm({
      form: form({
        subcategory: { name: 'x', slug: 'no-such-subcategory', svg_code: '' },
        community: { name: 'Cataluña', slug: 'cataluna' },
        province: sevilla,
        town: { name: 'Nowhere', slug: 'nowhere' },
        radius: 10,
      }),
      locale: 'es',
      countryCode: 'ES',
    });
    expect(criteria.subcategoryKey).toBeNull();
    expect(criteria.categoryKey).toBeNull();
    expect(criteria.communityId).toBe('ES.56');
    expect(criteria.provinceId).toBeNull();
    expect(criteria.townId).toBeNull();
    expect(criteria.radiusKm).toBeNull();
    expect(criteria.sort).toBe('newest');
  });

  test('a community of another country than the page’s is dropped', async () => {
    const criteria = await criteriaFromForm({
      form: form({ community: { name: 'Andalucía', slug: 'andalucia' } }),
      locale: 'es',
      countryCode: 'PT',
    });
    expect(criteria.communityId).toBeNull();
    expect(criteria.countryCode).toBe('PT');
  });

  test('keeps known filter items, dropping `all`, unknown items, unknown filters and yes/no values', async () => {
    const criteria = await criteriaFromForm({
      form: form({
        searchFiltersValues: {
          raza: ['lusitano', 'not-a-breed'],
          sexo: ['all', 'yegua'],
          capa: ['all'],
          edad: [],
          'no-such-filter': ['x'],
          documentacion: true,
        },
      }),
      locale: 'es',
      countryCode: null,
    });
    expect(criteria.filters).toEqual({ raza: ['lusitano'] });
  });

  test('price bounds count only with "with price" on', async () => {
    const off = await criteriaFromForm({
      form: form({ price: { min: 1000, max: 5000 } }),
      locale: 'es',
      countryCode: null,
    });
    expect([off.withPrice, off.priceMin, off.priceMax]).toEqual([false, null, null]);
    const on = await criteriaFromForm({
      form: form({ withPrice: true, price: { min: 1000, max: 5000 } }),
      locale: 'es',
      countryCode: null,
      sort: 'price_asc',
      page: 3,
    });
    expect([on.withPrice, on.priceMin, on.priceMax, on.sort, on.page]).toEqual([true, 1000, 5000, 'price_asc', 3]);
  });

  test('fields a browse route fixes win over the form', async () => {
    const criteria = await criteriaFromForm({
      form: form({
        subcategory: { name: 'x', slug: 'ponis-de-deporte', svg_code: '' },
        province: { name: 'Cádiz', slug: 'cadiz' },
        searchFiltersValues: { raza: ['frison'], sexo: ['entero'] },
      }),
      fixed: { categoryKey: 'horses', subcategoryKey: null, provinceId: 'ES.51.SE', filters: { raza: ['lusitano'] } },
      locale: 'es',
      countryCode: 'ES',
    });
    expect(criteria.categoryKey).toBe('horses');
    expect(criteria.subcategoryKey).toBeNull();
    expect(criteria.provinceId).toBe('ES.51.SE');
    expect(criteria.communityId).toBe('ES.51');
    expect(criteria.filters).toEqual({ raza: ['lusitano'], sexo: ['entero'] });
  });

  test('the search type falls back to the default, offer', async () => {
    const criteria = await criteriaFromForm({
      form: form({ type: { name: 'demand' } }),
      locale: 'es',
      countryCode: null,
    });
    expect(criteria.type).toBe('demand');
    expect((await criteriaFromForm({ form: form({ type: null }), locale: 'es', countryCode: null })).type).toBe(
      'offer',
    );
  });

  test('describeSearch writes the search back with names and slugs in the reader’s language', async () => {
    const written = form({
      q: 'yegua',
      subcategory: { name: 'Caballos de deporte', slug: 'caballos-de-deporte', svg_code: '' },
      community: { name: 'Andalucía', slug: 'andalucia' },
      province: sevilla,
      town: { name: 'Utrera', slug: 'utrera' },
      searchFiltersValues: { raza: ['all', 'lusitano'], capa: ['tordo'] },
      withPrice: true,
      price: { min: 1000, max: null },
    });
    const criteria = await criteriaFromForm({ form: written, locale: 'pt', countryCode: null });
    expect(await describeSearch({ form: written, criteria })).toEqual({
      q: 'yegua',
      type: { name: 'offer' },
      subcategory: { name: 'Cavalos de desporto', slug: 'cavalos-de-desporto', svg_code: '' },
      community: { name: 'Andaluzia', slug: 'andaluzia' },
      province: { name: 'Sevilha', slug: 'sevilla' },
      town: { name: 'Utrera', slug: 'utrera' },
      city: null,
      searchFiltersValues: { capa: ['tordo'] },
      withPrice: true,
      price: { min: 1000, max: null },
      radius: null,
    });
  });

  test('a results page links to the same search it shows: its short address reads back as the same criteria', async () => {
    const forms = [
      form({ q: 'caballo' }),
      form({
        q: 'yegua',
        type: { name: 'all' },
        subcategory: { name: 'Caballos de deporte', slug: 'caballos-de-deporte', svg_code: '' },
        community: { name: 'Andalucía', slug: 'andalucia' },
        province: sevilla,
        town: { name: 'Utrera', slug: 'utrera' },
        radius: 25,
        searchFiltersValues: { raza: ['all', 'lusitano', 'pre'], capa: ['tordo'], documentacion: true },
        withPrice: true,
        price: { min: 1000, max: 20_000 },
        hideReserved: true,
      }),
      form({ category: { name: 'Ponis', slug: 'ponis' }, withPrice: true, price: { min: 5, max: null } }),
      form({ type: { name: 'demand' }, province: { name: 'Lisboa', slug: 'lisboa' }, price: { min: 9, max: 99 } }),
    ];
    for (const locale of ['es', 'pt'] as const) {
      for (const written of forms) {
        const criteria = await criteriaFromForm({ form: written, locale, countryCode: null, sort: 'newest', page: 2 });
        // The page links with the search as it describes it (names and slugs in the reader's language).
        const shown = await describeSearch({ form: written, criteria });
        const url = new URL(searchHref('/search', shown, { sort: 'newest', page: 2 }), 'http://galope.test');
        expect(url.search).not.toMatch(/form=|name|svg_code|null/);
        const read = await criteriaFromForm({
          form: searchFormFromParams(url.searchParams),
          locale,
          countryCode: null,
          sort: parseSearchSort(url.searchParams.get('sort')),
          page: parseSearchPage(url.searchParams.get('page')),
        });
        expect(read).toEqual(criteria);
      }
    }
  });
});
