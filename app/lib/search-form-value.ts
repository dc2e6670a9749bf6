import { DEFAULT_SEARCH_TYPE, type SearchForm } from '../../common/search/search-form.ts';

/**
 * Spec §4: the clear button and the box highlight show when any field has a value. The default
 * type is not a value, nor a filter left at `all`, which the panel stores as no entry at all.
 */
export function hasSearchValue(form: SearchForm): boolean {
  return form.q.trim() !== '' || searchFilterCount(form) > 0;
}

/**
 * How many choices besides the words a search carries, counted as the results page's chips count
 * them (one per filter item, place level, radius, price): the bar's Filters toggle shows it, so a
 * search typed on a category page says it stays in that category before it is sent.
 */
export function searchFilterCount(form: SearchForm): number {
  const items = Object.values(form.searchFiltersValues ?? {}).reduce(
    (sum, chosen) => sum + (Array.isArray(chosen) ? chosen.length : chosen ? 1 : 0),
    0,
  );
  const fields = [
    (form.type?.name ?? DEFAULT_SEARCH_TYPE) !== DEFAULT_SEARCH_TYPE,
    !!(form.subcategory || form.category),
    !!form.community,
    !!form.province,
    !!form.town,
    !!(form.town && form.radius),
    !!form.withPrice,
  ];
  return items + fields.filter(Boolean).length;
}
