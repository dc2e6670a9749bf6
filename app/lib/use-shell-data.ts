import { useMatches } from 'react-router';
import type { ShellData } from '../../server/catalogue/shell-data.ts';

/** The site shell's data (the default layout loader's `global`), or undefined outside that layout. */
export function useShellData(): ShellData | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const global = (match.loaderData as { global?: ShellData } | undefined)?.global;
    if (global) return global;
  }
  return undefined;
}
