import { DEFAULT_SEARCH_TYPE, type SearchForm } from '../../server/search/search-form.ts';

/**
 * Spec §4: the clear button and the box highlight show when any field has a value. The default
 * type and a filter left at `all` are not values.
 */
export function hasSearchValue(form: SearchForm): boolean {
  return (
    form.q.trim() !== '' ||
    (form.type?.name ?? DEFAULT_SEARCH_TYPE) !== DEFAULT_SEARCH_TYPE ||
    !!(form.subcategory || form.community || form.province || form.town || form.withPrice) ||
    Object.values(form.searchFiltersValues ?? {}).some((value) =>
      Array.isArray(value) ? value.some((slug) => slug !== 'all') : value,
    )
  );
}

/** The form as submitted: trimmed text; no radius without a town; no price unless "with price". */
export function submittedSearchForm(form: SearchForm): SearchForm {
  return {
    ...form,
    q: form.q.trim(),
    radius: form.town ? (form.radius ?? null) : null,
    price: form.withPrice ? form.price : { min: null, max: null },
  };
}
