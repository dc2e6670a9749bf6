import { data, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { adReportRateLimit } from '../../server/moderation/ad-report-rate-limit.ts';
import { adReportSchema, reportAd } from '../../server/moderation/ad-reports.ts';
import { answer, engagementRequest } from '../lib/engagement-action.server.ts';
import { exceededLimit, tooManyRequestsText } from '../lib/rate-limit.server.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-report';

/** Nothing to show here: the address is only posted to. */
export function loader({ url, params }: Route.LoaderArgs) {
  return redirect(localizePath(`/s/${params.classified}`, localeFromPath(url.pathname)));
}

/**
 * POST /s/{classified}/report, `reason` from the list and an optional `note`: a signed-in user
 * reports the ad to the administration, once per ad, never their own; 10 reports an hour.
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const { locale, back, fromScript, signIn } = engagementRequest({ request, url, formData, slug: params.classified });
  const user = optionalUser({ context });
  if (!user) return redirect(signIn, 303);
  const t = getTranslator(locale);
  const parsed = adReportSchema.safeParse({
    reason: formData.get('reason') ?? undefined,
    note: formData.get('note') ?? undefined,
  });
  if (!parsed.success)
    return data({ error: t(parsed.error.issues[0]?.message ?? 'errors.invalid_data') }, { status: 400 });
  const retryAfter = await exceededLimit([[adReportRateLimit, user.id]]);
  if (retryAfter !== undefined) {
    return data(
      { error: tooManyRequestsText(t, retryAfter) },
      { status: 429, headers: { 'retry-after': String(retryAfter) } },
    );
  }
  const result = await reportAd({ userId: user.id, slug: params.classified, ...parsed.data });
  if (!result.ok && result.error === 'not_found') notFound();
  if (!result.ok && result.error === 'own_ad') return data({ error: t('report_ad.own_ad') }, { status: 403 });
  // A second report of the same ad changes nothing; the reader hears it is already with the team.
  return answer(fromScript, `${back}#report`, { reported: true });
}
