import { DEFAULT_SEARCH_TYPE, type SearchForm } from '../../common/search/search-form.ts';

/**
 * How many choices besides the words a search carries, counted as the results page's chips count
 * them (one per filter item, place level, radius, price): the bar's Filters toggle shows it, so a
 * search typed on a category page says it stays in that category before it is sent. The default
 * type is none, nor a filter left at `all`, which the panel stores as no entry at all. (Written
 * short: the bar is in every page's first file, at its budget.)
 */
export function searchFilterCount(form: SearchForm): number {
  return [
    form.type && form.type.name !== DEFAULT_SEARCH_TYPE,
    form.subcategory ?? form.category,
    form.community,
    form.province,
    form.town,
    form.town && form.radius,
    form.withPrice,
    ...Object.values(form.searchFiltersValues ?? {}).flat(),
  ].filter(Boolean).length;
}
