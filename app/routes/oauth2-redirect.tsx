import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { findSocialProvider } from '../../server/accounts/social/providers.ts';
import {
  clearSocialCookie,
  readTransactionCookie,
  serializePendingSignupCookie,
  serializeTransactionCookie,
  TRANSACTION_COOKIE,
} from '../../server/accounts/social/social-cookies.ts';
import type { SocialErrorCode } from '../../server/accounts/social/social-errors.ts';
import { finishSocialSignIn, startSocialSignIn } from '../../server/accounts/social/social-sign-in.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { logger } from '../../server/infra/logger.ts';
import { publicOrigin } from '../../server/infra/public-origin.ts';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { resumePendingFavourite } from '../lib/pending-favourite.server.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { startSession } from '../lib/start-session.server.ts';
import type { Route } from './+types/oauth2-redirect';

/**
 * /oauth2_redirect/{provider} (spec §2), the one address of a social sign-in: without an answer
 * it sends the browser to the provider; the provider sends it back here with `code` (or `error`),
 * and it leaves signed in, on /user/complete-registration, or on sign-in with a message. The
 * provider's redirect URI is this same address in the page's locale.
 */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const provider = findSocialProvider(params.provider);
  if (!provider) notFound();
  const locale = localeFromPath(url.pathname);
  const secure = url.protocol === 'https:';
  const redirectUri = `${publicOrigin()}${localizePath(`/oauth2_redirect/${provider.name}`, locale)}`;

  if (!url.searchParams.has('code') && !url.searchParams.has('error')) {
    const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
    const started = await startSocialSignIn({ provider, redirectUri, redirectTo }).catch((cause: unknown) => {
      logger.warn({ err: cause, provider: provider.name }, 'social sign-in could not start');
      return undefined;
    });
    if (!started) return redirect(signInWithError({ locale, code: 'failed', redirectTo }));
    return redirect(started.authorizationUrl.href, {
      headers: { 'set-cookie': serializeTransactionCookie(started.transaction, { secure }) },
    });
  }

  const transaction = readTransactionCookie(request.headers.get('cookie'));
  const outcome = await finishSocialSignIn({
    provider,
    answer: url.searchParams,
    redirectUri,
    transaction,
    locale,
  });
  // The flow's secrets are spent whatever happened: a second use of this answer must fail.
  const headers = new Headers({ 'set-cookie': clearSocialCookie(TRANSACTION_COOKIE, secure) });
  const redirectTo = transaction?.redirectTo ?? '';
  if (outcome.kind === 'error') {
    return redirect(signInWithError({ locale, code: outcome.code, redirectTo }), { headers });
  }
  if (outcome.kind === 'needs-registration') {
    headers.append('set-cookie', serializePendingSignupCookie({ ...outcome.identity, redirectTo }, { secure }));
    return redirect(localizePath('/user/complete-registration', locale), { headers });
  }
  headers.append('set-cookie', await startSession({ request, url, userId: outcome.user.id }));
  const resumed = await resumePendingFavourite({ request, url, userId: outcome.user.id });
  if (resumed) headers.append('set-cookie', resumed);
  return redirect(safeRedirect(redirectTo, localizePath('/', locale)), { headers });
}

function signInWithError(options: { locale: Locale; code: SocialErrorCode; redirectTo: string }): string {
  const query = new URLSearchParams({ social_error: options.code });
  if (options.redirectTo) query.set('redirectTo', options.redirectTo);
  return `${localizePath('/sign-in', options.locale)}?${query}`;
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

/** Never drawn: every answer is a redirect, or the 404 screen for a provider that is not configured. */
export default function OAuthRedirect() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('errors.not_found'));
}

export const ErrorBoundary = RouteErrorBoundary;
