import { SAVED_SEARCH_NAME_MAX } from '../../common/saved-searches/saved-search-schemas.ts';
import type { SearchForm } from '../../common/search/search-form.ts';

/**
 * The name offered when saving a search: what was typed, the subcategory and the narrowest place,
 * from the search form as the search page describes it in the reader's language ("lusitano ·
 * Horses · Sevilla"). Empty when the search has none of them (the form then asks for a name).
 */
export function suggestSearchName(form: SearchForm): string {
  const place = form.town?.name || form.province?.name || form.community?.name || form.city || '';
  const parts = [form.q.trim(), form.subcategory?.name ?? '', place].filter((part) => part.length > 0);
  return parts.join(' · ').slice(0, SAVED_SEARCH_NAME_MAX);
}
