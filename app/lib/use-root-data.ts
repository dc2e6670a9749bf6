import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

/** The root loader's data: locale, CSRF token, signed-in user. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('useRootData outside the root route');
  return data;
}
