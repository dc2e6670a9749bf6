import { useMatches } from 'react-router';
import type { ShellData } from '../../server/catalogue/shell-data.ts';

/** The shell data loaded by whichever layout wraps the page (layout ids carry the locale). */
export function useGlobalData(): ShellData {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as { global?: ShellData } | undefined;
    if (data?.global) return data.global;
  }
  throw new Error('useGlobalData outside a layout');
}
