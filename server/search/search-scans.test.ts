import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listAllTowns } from '../geo/geography.ts';
import { type FacetDimension, searchConditions } from './search-conditions.ts';
import type { AdSearchCriteria } from './search-criteria.ts';
import { withoutDimension } from './search-scans.ts';

const dialect = new PgDialect();
const town = listAllTowns().find((each) => each.province.startsWith('ES.'));

const criteria: AdSearchCriteria = {
  locale: 'es',
  countryCode: 'ES',
  q: '',
  type: 'offer',
  categoryKey: 'horses',
  subcategoryKey: 'sport_horses',
  communityId: 'ES.51',
  provinceId: 'ES.51.SE',
  townId: town?.id ?? null,
  radiusKm: null,
  filters: { sexo: ['yegua'], raza: ['lusitano', 'pura-raza-espanola'] },
  withPrice: true,
  priceMin: 500,
  priceMax: 9000,
  includeSold: false,
  sort: 'newest',
  page: 1,
  pageSize: 24,
};

describe('withoutDimension', () => {
  const dimensions: FacetDimension[] = ['subcategory', 'province', 'filter:sexo', 'filter:raza'];
  for (const radiusKm of [null, 25]) {
    for (const dimension of dimensions) {
      it(`is the search its ${dimension} count runs${radiusKm ? ', with a radius' : ''}`, () => {
        const search = { ...criteria, radiusKm };
        const omitted = dialect.sqlToQuery(searchConditions(search, null, { omit: dimension }));
        const searched = dialect.sqlToQuery(searchConditions(withoutDimension(search, dimension), null));
        expect(searched).toEqual(omitted);
        expect(searched).not.toEqual(dialect.sqlToQuery(searchConditions(search, null)));
      });
    }
  }
});
