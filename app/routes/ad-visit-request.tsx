import { data, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { requestVisit } from '../../server/visits/visit-bookings.ts';
import { slotIdSchema } from '../../server/visits/visit-schemas.ts';
import { answer, engagementRequest, refuseWhenTooMany } from '../lib/engagement-action.server.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-visit-request';

/** Nothing to show here: the address is only posted to. */
export function loader({ url, params }: Route.LoaderArgs) {
  return redirect(localizePath(`/s/${params.classified}`, localeFromPath(url.pathname)));
}

const STATUS = { not_found: 404, own_ad: 403, slot_past: 409, slot_taken: 409, already_booked: 409 } as const;

/**
 * POST /s/{classified}/visit, `slot`: a signed-in reader asks for a visit in one of the ad's free
 * times. A guest is sent to sign in; the owner is refused (403); a time just taken or already
 * begun is a 409 with the reason in the reader's language.
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const { locale, back, fromScript, signIn } = engagementRequest({ request, url, formData, slug: params.classified });
  const user = optionalUser({ context });
  if (!user) return redirect(signIn, 303);
  const t = getTranslator(locale);
  const parsed = slotIdSchema.safeParse({ slot: formData.get('slot') });
  if (!parsed.success) return data({ error: t('visits.error.choose') }, { status: 400 });
  const refused = await refuseWhenTooMany(user, locale);
  if (refused) return refused;
  const result = await requestVisit({ buyerId: user.id, slotId: parsed.data.slot });
  if (!result.ok && result.error === 'not_found') notFound();
  if (!result.ok && !fromScript) {
    // Before JavaScript: back to the ad, which says why in its visits box.
    return redirect(`${back}?${new URLSearchParams({ visit_error: result.error })}#visits`, 303);
  }
  if (!result.ok) return data({ error: t(`visits.error.${result.error}`) }, { status: STATUS[result.error] });
  return answer(fromScript, `${back}#visits`, { done: true as const });
}
