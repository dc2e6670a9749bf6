import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import type { Route } from './+types/spec-path-redirect';

/**
 * Spec §2 names two paths the site keeps elsewhere: `/user/change-password` (the form lives in the
 * settings, `/user/settings/change-password`) and `/login` (the auth redirects' sign-in, which is
 * `/sign-in`). Each answers with a redirect to the page, in the URL's language; `/login` keeps its
 * `redirectTo` when it is a path on this site (the sign-in page's own rule).
 */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(specPathTarget(url), 301);
}

export function specPathTarget(url: URL): string {
  const locale = localeFromPath(url.pathname);
  if (url.pathname.endsWith('/change-password')) return localizePath('/user/settings/change-password', locale);
  const signIn = localizePath('/sign-in', locale);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
  return redirectTo ? `${signIn}?redirectTo=${encodeURIComponent(redirectTo)}` : signIn;
}
