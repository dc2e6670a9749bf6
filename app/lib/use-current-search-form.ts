import { useMatches } from 'react-router';
import type { SearchForm } from '../../common/search/search-form.ts';

/** The search a search or browse page shows (its loader's `searchForm`), or undefined elsewhere. */
export function useCurrentSearchForm(): SearchForm | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const form = (match.loaderData as { searchForm?: SearchForm } | undefined)?.searchForm;
    if (form) return form;
  }
  return undefined;
}
