import { DEFAULT_SEARCH_TYPE, type SearchForm } from '../../common/search/search-form.ts';

/**
 * Spec §4: the clear button and the box highlight show when any field has a value. The default
 * type is not a value, nor a filter left at `all`, which the panel stores as no entry at all.
 */
export function hasSearchValue(form: SearchForm): boolean {
  return !!(
    form.q.trim() ||
    form.type?.name !== DEFAULT_SEARCH_TYPE ||
    form.subcategory ||
    form.community ||
    form.province ||
    form.town ||
    form.withPrice ||
    Object.keys(form.searchFiltersValues ?? {}).length
  );
}
