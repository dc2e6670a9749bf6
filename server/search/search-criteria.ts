import type { Locale } from '../../common/locale/locales.ts';
import type { SearchSort, SearchType } from '../../common/search/search-form.ts';
import type { AdCardView } from '../ads/ad-page-view.ts';

/** What the engine searches for, every slug resolved to its key or id (`criteriaFromForm`). */
export interface AdSearchCriteria {
  /** The reader's language: names and prices are written in it. */
  locale: Locale;
  countryCode: string | null;
  q: string;
  type: SearchType;
  categoryKey: string | null;
  subcategoryKey: string | null;
  communityId: string | null;
  provinceId: string | null;
  townId: number | null;
  /** With a town: ads within this many km of it instead of in it. */
  radiusKm: number | null;
  /** Filter slug → item slugs an ad must have one of (`all` already removed; empty lists dropped). */
  filters: Record<string, string[]>;
  withPrice: boolean;
  priceMin: number | null;
  priceMax: number | null;
  includeSold: boolean;
  /** Leave out reserved ads (issue 31); absent means they are listed. */
  hideReserved?: boolean;
  sort: SearchSort;
  page: number;
  pageSize: number;
  /** The words exactly as typed, no correction ('Search instead for …'). */
  asTyped?: boolean;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface AdSearchResult {
  ads: AdCardView[];
  /** Matching ads; exact up to a bound, then an estimate (`totalIsEstimate`). */
  total: number;
  totalIsEstimate: boolean;
  page: number;
  pageCount: number;
  /** When the words matched nothing and close words were used instead ('lusitno' → 'lusitano'). */
  correctedQuery: string | null;
  /** No ad has all the words: these have some of them, ranked, and the page says so (decision 0061). */
  someWords: boolean;
  /** Counted over a bounded part of a large result and scaled (see `EXACT_COUNT_LIMIT`). */
  facetsAreEstimates: boolean;
  facets: {
    subcategories: FacetCount[];
    provinces: FacetCount[];
    /** `filterSlug/itemSlug` → count, for the filters of the chosen subcategory. */
    filterItems: FacetCount[];
  };
}
