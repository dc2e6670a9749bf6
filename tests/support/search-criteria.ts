import type { AdSearchCriteria } from '../../server/search/search-criteria.ts';

/** A search for everything a guest may see, newest first, in Spanish; tests change what they need. */
export function searchCriteria(overrides: Partial<AdSearchCriteria> = {}): AdSearchCriteria {
  return {
    locale: 'es',
    countryCode: null,
    q: '',
    type: 'all',
    categoryKey: null,
    subcategoryKey: null,
    communityId: null,
    provinceId: null,
    townId: null,
    radiusKm: null,
    filters: {},
    withPrice: false,
    priceMin: null,
    priceMax: null,
    includeSold: false,
    sort: 'newest',
    page: 1,
    pageSize: 24,
    ...overrides,
  };
}
