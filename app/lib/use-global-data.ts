import { useMatches } from 'react-router';
import type { GlobalData } from '../../server/catalogue/global-data.ts';

/** The global data loaded by whichever layout wraps the page (layout ids carry the locale). */
export function useGlobalData(): GlobalData {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as { global?: GlobalData } | undefined;
    if (data?.global) return data.global;
  }
  throw new Error('useGlobalData outside a layout');
}
