import { DEFAULT_SEARCH_TYPE, type SearchForm, type SearchSort } from './search-form.ts';
import { CATEGORY_VALUE_PREFIX, FILTER_FIELD_PREFIX, SEARCH_FIELD } from './search-form-fields.ts';

/**
 * The query string of a search in the plain fields a form post sends (`q=caballo&province=cadiz`),
 * the inverse of `plainSearchForm`: slugs only (the results page names them), nothing the empty
 * search already says, always in the same order so that a search has one address. A results page
 * links to dozens of searches (facets, chips, pages, sort, languages); as the `form` JSON, with
 * names and empty fields, they were a fifth of its HTML (issue 32). `/search` reads both.
 */
export function searchQuery(form: SearchForm, extra: { sort?: SearchSort | null; page?: number } = {}): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.append(name, String(value));
  };
  set(SEARCH_FIELD.q, form.q.trim());
  const type = form.type?.name ?? DEFAULT_SEARCH_TYPE;
  if (type !== DEFAULT_SEARCH_TYPE) set(SEARCH_FIELD.type, type);
  if (form.subcategory) set(SEARCH_FIELD.what, form.subcategory.slug);
  else if (form.category) set(SEARCH_FIELD.what, `${CATEGORY_VALUE_PREFIX}${form.category.slug}`);
  set(SEARCH_FIELD.community, form.community?.slug);
  set(SEARCH_FIELD.province, form.province?.slug);
  set(SEARCH_FIELD.town, form.town?.slug);
  if (form.town) set(SEARCH_FIELD.radius, form.radius);
  set(SEARCH_FIELD.city, form.city);
  for (const [slug, items] of Object.entries(form.searchFiltersValues ?? {})) {
    // A yes/no value and "all" restrict nothing (the search reads them as no filter).
    if (!Array.isArray(items)) continue;
    for (const item of items) if (item !== 'all') set(`${FILTER_FIELD_PREFIX}${slug}`, item);
  }
  // Bounds count only with "with price" on, and a bound turns it on when read back.
  const min = form.withPrice ? (form.price?.min ?? null) : null;
  const max = form.withPrice ? (form.price?.max ?? null) : null;
  if (form.withPrice && min === null && max === null) set(SEARCH_FIELD.withPrice, 1);
  set(SEARCH_FIELD.priceMin, min);
  set(SEARCH_FIELD.priceMax, max);
  if (form.hideReserved) set(SEARCH_FIELD.hideReserved, 1);
  set('sort', extra.sort);
  if (extra.page && extra.page > 1) set('page', extra.page);
  return params.toString();
}

/** `path?query`, or the path alone for the empty search. */
export function searchHref(path: string, form: SearchForm, extra: Parameters<typeof searchQuery>[1] = {}): string {
  const query = searchQuery(form, extra);
  return query ? `${path}?${query}` : path;
}

/** `href` with one more parameter (`save=1`, `layout=row`). */
export function withParam(href: string, name: string, value: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ [name]: value })}`;
}
