import { redirect } from 'react-router';
import { type CurrentUser, findCurrentUser } from '../../server/accounts/current-user.ts';
import { localeFromPath, localizePath } from '../../server/locale/locale-path.ts';

/** Auth-only pages (spec §2): a guest is sent to the home page of the page's locale. */
export async function requireUser({ request, url }: { request: Request; url: URL }): Promise<CurrentUser> {
  const user = await findCurrentUser(request);
  if (!user) throw redirect(localizePath('/', localeFromPath(url.pathname)));
  return user;
}

/** Guest-only pages (sign-in, sign-up): a signed-in user is sent to the home page. */
export async function requireGuest({ request, url }: { request: Request; url: URL }): Promise<void> {
  if (await findCurrentUser(request)) throw redirect(localizePath('/', localeFromPath(url.pathname)));
}
