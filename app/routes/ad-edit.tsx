import { localeFromPath } from '../../common/locale/locale-path.ts';
import { findOwnAdBySlug } from '../../server/ads/ad-drafts.ts';
import { loadAdFormChoices, stepToShow, viewAdDraft } from '../../server/ads/ad-form-data.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { AdForm } from '../components/ad-form/ad-form.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { handleAdFormAction } from '../lib/ad-form.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-edit';

/** The posting form is a special page: no search bar over it. */
export const handle = { hideSearch: true };

/** /s/{classified}/edit: the owner changes their ad with the posting form's steps; others get a 404. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const ad = await findOwnAdBySlug({ ownerId: user.id, slug: params.classified });
  if (!ad) notFound();
  return {
    ad: viewAdDraft(ad, localeFromPath(url.pathname)),
    step: stepToShow(url.searchParams.get('step') ?? 'details', ad),
    choices: await loadAdFormChoices({ ad, locale: localeFromPath(url.pathname), readerCountry: user.countryCode }),
  };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const ad = await findOwnAdBySlug({ ownerId: user.id, slug: params.classified });
  if (!ad) notFound();
  return handleAdFormAction({ request, url, user, ad });
}

export default function AdEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <AdForm {...loaderData} answer={actionData} mode="edit" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('posting.edit_title'));
}

export const ErrorBoundary = RouteErrorBoundary;
