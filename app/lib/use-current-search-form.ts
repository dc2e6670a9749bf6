import { useMatches } from 'react-router';
import type { SearchForm } from '../../server/search/search-form.ts';

/** The search a search or browse page shows (its loader's `searchForm`), or undefined elsewhere. */
export function useCurrentSearchForm(): SearchForm | undefined {
  for (const match of useMatches()) {
    const form = (match.loaderData as { searchForm?: SearchForm } | undefined)?.searchForm;
    if (form) return form;
  }
}
