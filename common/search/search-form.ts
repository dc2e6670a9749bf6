/**
 * The search form of spec §3, sent whole as the JSON parameter `form` of /search. Pure and free of
 * zod, so the search bar can import it; the server reads it with `parseSearchForm`.
 */
export interface SearchForm {
  q: string;
  /** One of the search types (`all`, `offer`, `demand`); null means the default, the second. */
  type: { name: string } | null;
  subcategory: { name: string; slug: string; svg_code: string } | null;
  /**
   * Galope's addition: the category searched when no subcategory is (a category page narrowed
   * by its filters keeps its category). A subcategory, when chosen, says its category itself.
   */
  category?: { name: string; slug: string } | null;
  community?: { name: string; slug: string } | null;
  province?: { name: string; slug: string } | null;
  town?: { name: string; slug: string } | null;
  city?: string | null;
  /** Filter slug → item slugs (`all` means no restriction), or a boolean for yes/no filters. */
  searchFiltersValues?: Record<string, string[] | boolean>;
  withPrice?: boolean;
  price?: { min: number | null; max: number | null };
  /** Galope's addition: "within N km of the town", one of RADIUS_KM. */
  radius?: number | null;
  /** Galope's addition (issue 31): leave out ads their seller set aside for a buyer. */
  hideReserved?: boolean;
}

/** Offer, demand, or both; the second is the default (spec §9). */
export const SEARCH_TYPES = ['all', 'offer', 'demand'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = SEARCH_TYPES[1];

/** The distances offered for "within N km of {town}". */
export const RADIUS_KM = [5, 10, 25, 50, 100, 200] as const;

/**
 * How results can be ordered; relevance applies only when there is text to rank by, distance only
 * around a town (its centre: the reader's "near me" or the town chosen).
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export function emptySearchForm(): SearchForm {
  return {
    q: '',
    type: { name: DEFAULT_SEARCH_TYPE },
    subcategory: null,
    community: null,
    province: null,
    town: null,
    city: null,
    searchFiltersValues: {},
    withPrice: false,
    price: { min: null, max: null },
    radius: null,
  };
}

/**
 * `form=<JSON>`: the query string of a search (sort and page travel beside it). The JSON leaves
 * out what the empty search already says (a field at its default, a null): the reader fills the
 * rest from the empty search, so the same search reads back, and a results page, whose every link
 * is a search (facets, pages, chips, languages), is a third of the size (issue 32).
 */
export function searchFormToQuery(form: SearchForm, extra: { sort?: SearchSort; page?: number } = {}): string {
  const params = new URLSearchParams({ form: JSON.stringify(withoutDefaults(form)) });
  if (extra.sort) params.set('sort', extra.sort);
  if (extra.page && extra.page > 1) params.set('page', String(extra.page));
  return params.toString();
}

function withoutDefaults(form: SearchForm): Partial<SearchForm> {
  const empty: Record<string, unknown> = { ...emptySearchForm() };
  return Object.fromEntries(
    Object.entries(form).filter(
      ([key, value]) =>
        value !== undefined && (key in empty ? JSON.stringify(value) !== JSON.stringify(empty[key]) : value !== null),
    ),
  );
}
