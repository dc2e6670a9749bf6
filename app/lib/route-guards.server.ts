import { type RouterContextProvider, redirect } from 'react-router';
import type { UserRow } from '../../server/accounts/users.ts';
import { userContext } from '../../server/http/request-context.ts';
import { localeFromPath, localizePath } from '../../server/locale/locale-path.ts';

interface GuardArgs {
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/** Auth-only pages (spec §2): a guest is sent to the home page of the page's locale. */
export function requireUser({ context, url }: GuardArgs): UserRow {
  const user = context.get(userContext);
  if (!user) throw redirect(localizePath('/', localeFromPath(url.pathname)));
  return user;
}

/** Guest-only pages (sign-in, sign-up): a signed-in user is sent to the home page. */
export function requireGuest({ context, url }: GuardArgs): void {
  if (context.get(userContext)) throw redirect(localizePath('/', localeFromPath(url.pathname)));
}

export function optionalUser({ context }: Pick<GuardArgs, 'context'>): UserRow | null {
  return context.get(userContext);
}
