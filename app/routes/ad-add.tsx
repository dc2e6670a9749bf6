import { localeFromPath } from '../../common/locale/locale-path.ts';
import { findOwnAd } from '../../server/ads/ad-drafts.ts';
import { loadAdFormChoices, stepToShow, viewAdDraft } from '../../server/ads/ad-form-data.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { AdForm } from '../components/ad-form/ad-form.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { handleAdFormAction } from '../lib/ad-form.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-add';

/** The posting form is a special page: no search bar over it. */
export const handle = { hideSearch: true };

/** /s/add: post an ad step by step; the draft is saved at every step (`?ad=` names it). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const adId = url.searchParams.get('ad');
  const ad = adId ? await findOwnAd({ ownerId: user.id, adId }) : undefined;
  if (adId && !ad) notFound();
  return {
    ad: ad ? viewAdDraft(ad, localeFromPath(url.pathname)) : null,
    step: stepToShow(url.searchParams.get('step'), ad),
    choices: await loadAdFormChoices({ ad, locale: localeFromPath(url.pathname), readerCountry: user.countryCode }),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const adId = url.searchParams.get('ad');
  const ad = adId ? await findOwnAd({ ownerId: user.id, adId }) : undefined;
  if (adId && !ad) notFound();
  return handleAdFormAction({ request, url, user, ad });
}

export default function AdAdd({ loaderData, actionData }: Route.ComponentProps) {
  return <AdForm {...loaderData} answer={actionData} mode="new" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('posting.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
