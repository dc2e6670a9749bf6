import { useLocation, useMatches } from 'react-router';
import { alternatePaths } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';

export type Alternates = Record<Locale, string>;

/**
 * The current page in each locale. Pages whose slugs are translated (policy pages, categories)
 * return `alternates` from their loader; every other page keeps its path under another prefix.
 */
export function useAlternates(): Alternates {
  const location = useLocation();
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { alternates?: Alternates } | undefined;
    if (data?.alternates) return data.alternates;
  }
  return alternatePaths(location.pathname);
}
