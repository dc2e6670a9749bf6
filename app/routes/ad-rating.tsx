import { data, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { findRatingSummary, rateAd } from '../../server/engagement/ratings.ts';
import { parseStars } from '../../server/engagement/stars.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { engagementRequest, refuseWhenTooMany } from '../lib/engagement-action.server.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-rating';

/** Nothing to show here: the address is only posted to. */
export function loader({ url, params }: Route.LoaderArgs) {
  return redirect(localizePath(`/s/${params.classified}`, localeFromPath(url.pathname)));
}

/**
 * POST /s/{classified}/rating, `stars` 1–5: the signed-in user's rating, replacing their earlier
 * one; a script gets the stars and the ad's new rating summary. The owner is refused with 403
 * (spec §6), whatever the page showed them.
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const { locale, back, fromScript, signIn } = engagementRequest({ request, url, formData, slug: params.classified });
  const user = optionalUser({ context });
  if (!user) return redirect(signIn, 303);
  const stars = parseStars(formData.get('stars'));
  if (stars === undefined) return data({ error: getTranslator(locale)('ratings.choose') }, { status: 400 });
  const refused = await refuseWhenTooMany(user, locale);
  if (refused) return refused;
  const result = await rateAd({ userId: user.id, slug: params.classified, stars });
  if (!result.ok && result.error === 'own_ad') {
    return data({ error: getTranslator(locale)('ratings.own_ad') }, { status: 403 });
  }
  if (!result.ok) notFound();
  // A form posted before JavaScript loaded goes back to the box.
  if (!fromScript) return redirect(`${back}#rating`, 303);
  // The box's new average and count with the answer: the page shows them without waiting for its own data.
  const rating = await findRatingSummary({ classifiedId: result.adId, userId: user.id, locale });
  return { stars: result.stars, rating };
}
