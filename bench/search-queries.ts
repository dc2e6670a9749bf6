/**
 * The query mix of `npm run bench:search`: what people do on a classifieds search, each query
 * distinct (words from real generated titles, random places, filters, prices, sorts and pages).
 */

import { RADIUS_KM, type SearchSort } from '../common/search/search-form.ts';
import type { Random } from '../seeds/demo/random.ts';
import type { ReferenceData } from '../server/catalogue/reference-data.ts';
import { listAllTowns } from '../server/geo/geography.ts';
import { SEARCH_PAGE_SIZE } from '../server/search/search-constants.ts';
import type { AdSearchCriteria } from '../server/search/search-criteria.ts';
import { splitSearchWords } from '../server/search/search-words.ts';
import { searchCriteria } from '../tests/support/search-criteria.ts';

export const QUERY_KINDS = [
  'text',
  'text_province_price',
  'common_word',
  'prefix',
  'typo',
  'radius',
  'browse',
  'browse_filters',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface BenchQuery {
  kind: QueryKind;
  criteria: AdSearchCriteria;
}

function base(): AdSearchCriteria {
  return searchCriteria({ type: 'offer', sort: 'relevance', pageSize: SEARCH_PAGE_SIZE });
}

export function buildQueryMix(options: {
  random: Random;
  reference: ReferenceData;
  titles: string[];
  /** Words found in most ads (document frequency), for the "term that matches most ads" case. */
  commonWords: string[];
  perKind: number;
}): BenchQuery[] {
  const { random, reference, titles, commonWords, perKind } = options;
  const words = titles
    .flatMap((title) => splitSearchWords(title))
    .filter((word) => word.length >= 4 && !/\d/.test(word));
  const longWords = words.filter((word) => word.length >= 7);
  const provinces = reference.provinces.filter(
    (province) => province.countryCode === 'ES' || province.countryCode === 'PT',
  );
  const towns = listAllTowns().filter((town) => (town.population ?? 0) > 2000);
  const subcategories = reference.categories.flatMap((category) => category.subcategories);
  const filtered = subcategories.filter((sub) =>
    reference.filters.some((filter) => filter.subcategoryKeys.includes(sub.key)),
  );
  const locales = ['es', 'es', 'es', 'en', 'ca', 'pt'] as const;
  const sorts: SearchSort[] = ['newest', 'newest', 'newest', 'price_asc', 'price_desc'];

  const titleWords = (count: number) => {
    const title = random.pick(titles);
    const own = splitSearchWords(title).filter((word) => word.length >= 4 && !/\d/.test(word));
    return random.sample(own.length > 0 ? own : words, count).join(' ');
  };
  const priceRange = (criteria: AdSearchCriteria) => {
    const min = random.pick([null, 500, 1000, 2000, 5000]);
    const max = random.pick([null, 3000, 8000, 15000, 50000]);
    criteria.withPrice = true;
    criteria.priceMin = min;
    criteria.priceMax = max !== null && min !== null && max <= min ? null : max;
  };
  const make: Record<QueryKind, () => AdSearchCriteria> = {
    text: () => ({ ...base(), locale: random.pick(locales), q: titleWords(random.int(1, 2)) }),
    text_province_price: () => {
      const criteria = { ...base(), q: titleWords(1), provinceId: random.pick(provinces).id };
      priceRange(criteria);
      criteria.sort = random.pick(['relevance', 'newest', 'price_asc'] as const);
      return criteria;
    },
    common_word: () => {
      const criteria = { ...base(), q: random.pick(commonWords), sort: random.pick(['relevance', 'newest'] as const) };
      if (random.chance(0.3)) criteria.provinceId = random.pick(provinces).id;
      if (random.chance(0.3)) criteria.page = random.int(2, 5);
      return criteria;
    },
    prefix: () => {
      const word = random.pick(longWords);
      const typed = word.slice(0, random.int(4, Math.min(6, word.length - 1)));
      return { ...base(), q: random.chance(0.4) ? `${titleWords(1)} ${typed}` : typed };
    },
    typo: () => {
      const word = random.pick(longWords);
      const at = random.int(1, word.length - 2);
      const typo = random.chance(0.5)
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
      return { ...base(), q: typo };
    },
    radius: () => {
      const town = random.pick(towns);
      const criteria = { ...base(), townId: town.id, radiusKm: random.pick(RADIUS_KM), sort: 'newest' as const };
      if (random.chance(0.5)) criteria.subcategoryKey = random.pick(subcategories).key;
      return criteria;
    },
    browse: () => {
      const criteria = { ...base(), sort: random.pick(sorts), type: random.pick(['offer', 'offer', 'all'] as const) };
      const scope = random.int(0, 5);
      if (scope === 1) criteria.categoryKey = random.pick(reference.categories).key;
      if (scope === 2) criteria.subcategoryKey = random.pick(subcategories).key;
      if (scope === 3) criteria.provinceId = random.pick(provinces).id;
      if (scope === 4) criteria.communityId = random.pick(reference.communities).id;
      if (scope === 5) criteria.countryCode = random.pick(['ES', 'PT']);
      if (random.chance(0.3)) criteria.page = random.int(2, 10);
      return criteria;
    },
    browse_filters: () => {
      const sub = random.pick(filtered);
      const criteria = { ...base(), subcategoryKey: sub.key, sort: random.pick(sorts) };
      const own = reference.filters.filter((filter) => filter.subcategoryKeys.includes(sub.key));
      for (const filter of random.sample(own, random.int(1, 2))) {
        criteria.filters[filter.slug] = random.sample(filter.items, random.int(1, 2)).map((item) => item.slug);
      }
      if (random.chance(0.4)) priceRange(criteria);
      if (random.chance(0.3)) criteria.communityId = random.pick(reference.communities).id;
      return criteria;
    },
  };
  const queries = QUERY_KINDS.flatMap((kind) =>
    Array.from({ length: perKind }, () => ({ kind, criteria: make[kind]() })),
  );
  return random.shuffle(queries);
}
