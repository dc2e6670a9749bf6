import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { addFavourite, removeFavourite } from '../../server/engagement/favourites.ts';
import { notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { answer, engagementRequest, refuseWhenTooMany } from '../lib/engagement-action.server.ts';
import { pendingFavouriteCookie } from '../lib/pending-favourite.server.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-favourite';

/** Nothing to show here: the address is only posted to. */
export function loader({ url, params }: Route.LoaderArgs) {
  return redirect(localizePath(`/s/${params.classified}`, localeFromPath(url.pathname)));
}

/**
 * POST /s/{classified}/favourite, `intent` add or remove (a state, not a toggle: a double click
 * or a resent form lands where the user meant). A guest is asked to sign in, and the favourite
 * is added once they have (docs/decisions/0019).
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent !== 'add' && intent !== 'remove') unknownIntent();
  const { locale, back, fromScript, signIn } = engagementRequest({ request, url, formData, slug: params.classified });
  const user = optionalUser({ context });
  if (!user) {
    const secure = url.protocol === 'https:';
    const headers = intent === 'add' ? { 'set-cookie': pendingFavouriteCookie(params.classified, secure) } : undefined;
    return redirect(signIn, { status: 303, headers });
  }
  const refused = await refuseWhenTooMany(user, locale);
  if (refused) return refused;
  const slug = params.classified;
  const result =
    intent === 'add' ? await addFavourite({ userId: user.id, slug }) : await removeFavourite({ userId: user.id, slug });
  if (!result.ok) notFound();
  return answer(fromScript, back, { favourited: result.favourited });
}
