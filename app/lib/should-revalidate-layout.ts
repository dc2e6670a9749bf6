import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';

/** Global data depends only on the locale and the country: skip reloading it otherwise. */
export function shouldRevalidateLayout({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return (
    localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
    currentParams.country !== nextParams.country
  );
}
