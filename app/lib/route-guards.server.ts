import { type RouterContextProvider, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { findUserById, type UserRow } from '../../server/accounts/users.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { userContext } from '../../server/http/request-context.ts';

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

/**
 * After an action changed the signed-in user (their photo, say): a form posted before JavaScript
 * ran renders the page in the same request, and the header must not show the user as they were.
 */
export async function refreshSignedInUser({ context, userId }: Pick<GuardArgs, 'context'> & { userId: string }) {
  (context as RouterContextProvider).set(userContext, (await findUserById(userId)) ?? null);
}

/**
 * Administration pages (spec §6): a guest is sent home like on any auth-only page; a signed-in
 * user who is not an administrator gets the ordinary 404, so the admin area does not reveal itself.
 */
export function requireAdmin({ context, url }: GuardArgs): UserRow {
  const user = requireUser({ context, url });
  if (user.role !== 'admin') notFound();
  return user;
}
