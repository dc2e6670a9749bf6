import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { signOut } from '../../server/accounts/sign-out.ts';
import { clearSessionCookie, readSessionTokens } from '../../server/http/session-cookie.ts';
import type { Route } from './+types/logout';

/**
 * POST /logout: ends the session, rotates the chat key (its open sockets close on every node) and
 * clears the cookie; the form reloads the page (spec §4).
 */
export async function action({ request, url }: Route.ActionArgs) {
  await Promise.all(readSessionTokens(request.headers.get('cookie')).map((token) => signOut({ token })));
  return redirect(localizePath('/', localeFromPath(url.pathname)), {
    headers: { 'set-cookie': clearSessionCookie(url.protocol === 'https:') },
  });
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(localizePath('/', localeFromPath(url.pathname)));
}
