import { data, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import type { UserRow } from '../../server/accounts/users.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { exceededLimit, tooManyRequestsText } from './rate-limit.server.ts';
import { safeRedirect } from './safe-redirect.ts';

/**
 * What the favourite and rating actions share. A script's fetcher posts to the `.data` address
 * and gets data back; a form posted before JavaScript loaded is sent back to `returnTo`.
 */
export function engagementRequest({
  request,
  url,
  formData,
  slug,
}: {
  request: Request;
  url: URL;
  formData: FormData;
  slug: string;
}) {
  const locale = localeFromPath(url.pathname);
  const back = safeRedirect(formData.get('returnTo'), localizePath(`/s/${slug}`, locale));
  return {
    locale,
    back,
    fromScript: new URL(request.url).pathname.endsWith('.data'),
    signIn: `${localizePath('/sign-in', locale)}?${new URLSearchParams({ redirectTo: back })}`,
  };
}

/** Favourite and rating writes count against one per-user limit; a refusal is a 429 with the spec's text. */
export async function refuseWhenTooMany(user: UserRow, locale: ReturnType<typeof localeFromPath>) {
  const retryAfter = await exceededLimit([[rateLimits.engagementWritesPerUser, user.id]]);
  if (retryAfter === undefined) return undefined;
  return data(
    { error: tooManyRequestsText(getTranslator(locale), retryAfter) },
    { status: 429, headers: { 'retry-after': String(retryAfter) } },
  );
}

/** A script gets `result`; a plain form goes back where it came from. */
export function answer<T>(fromScript: boolean, back: string, result: T) {
  return fromScript ? result : redirect(back, 303);
}
