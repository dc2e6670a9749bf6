import { parseWithZod } from '@conform-to/zod/v4';
import { Link, redirect, useActionData } from 'react-router';
import { signInSchema } from '../../common/accounts/account-schemas.ts';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { authenticate } from '../../server/accounts/sign-in.ts';
import {
  clearSignInFailures,
  recordRefusedSignIn,
  recordSignInFailure,
  signInGate,
} from '../../server/accounts/sign-in-failures.ts';
import { socialProviderViews } from '../../server/accounts/social/providers.ts';
import { socialErrorMessage } from '../../server/accounts/social/social-errors.ts';
import { clientIpContext } from '../../server/http/request-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialSignInButtons } from '../components/social-sign-in-buttons.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { captchaError } from '../lib/captcha.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { hasPendingFavourite, resumePendingFavourite } from '../lib/pending-favourite.server.ts';
import { tooManyRequests } from '../lib/rate-limit.server.ts';
import { retryAfterHeaders } from '../lib/retry-after-headers.ts';
import { requireGuest } from '../lib/route-guards.server.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { startSession } from '../lib/start-session.server.ts';
import type { Route } from './+types/sign-in';

export function loader({ context, url, request }: Route.LoaderArgs) {
  requireGuest({ context, url });
  return {
    pendingFavourite: hasPendingFavourite(request),
    redirectTo: safeRedirect(url.searchParams.get('redirectTo'), ''),
    passwordReset: url.searchParams.has('reset'),
    socialProviders: socialProviderViews(),
    socialError: socialErrorMessage(url.searchParams.get('social_error')),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireGuest({ context, url });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });
  const clientIp = context.get(clientIpContext);
  const { email } = submission.value;
  const hideFields = ['password'];
  // Only this address's own failures refuse outright; an account under attack asks for the
  // captcha and, past a few wrong passwords, a wait that a solved captcha skips (decision 0057).
  const gate = await signInGate({ clientIp, email });
  if (gate.ipRetryAfter !== undefined) {
    const refused = submission.reply({ formErrors: ['errors.too_many_requests'], hideFields });
    return tooManyRequests({ ...refused, captcha: gate.captcha }, gate.ipRetryAfter);
  }
  if (gate.captcha) {
    const botError = await captchaError({ formData, task: 'sign_in', clientIp });
    if (botError) {
      await recordRefusedSignIn({ clientIp });
      if (gate.accountWait !== undefined) {
        const waiting = submission.reply({ formErrors: ['errors.too_many_requests'], hideFields });
        return tooManyRequests({ ...waiting, captcha: true }, gate.accountWait);
      }
      return { ...submission.reply({ formErrors: [botError], hideFields }), captcha: true };
    }
  }
  const result = await authenticate(submission.value);
  if (!result.ok) {
    await recordSignInFailure({ clientIp, email });
    const error = result.reason === 'suspended' ? 'errors.account_suspended' : 'errors.invalid_credentials';
    const { captcha } = await signInGate({ clientIp, email });
    return { ...submission.reply({ formErrors: [error], hideFields }), captcha };
  }
  await clearSignInFailures({ email });
  const home = localizePath('/', localeFromPath(url.pathname));
  const headers = new Headers({ 'set-cookie': await startSession({ request, url, userId: result.user.id }) });
  // A heart clicked while signed out is completed now (docs/decisions/0019).
  const resumed = await resumePendingFavourite({ request, url, userId: result.user.id });
  if (resumed) headers.append('set-cookie', resumed);
  return redirect(safeRedirect(submission.value.redirectTo, home), { headers });
}

export const headers = retryAfterHeaders;

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <AuthCard title={t('auth.sign_in.title')} intro={<p>{t('auth.sign_in.intro')}</p>}>
      {loaderData.passwordReset ? <p role="status">{t('auth.sign_in.reset_done')}</p> : null}
      {loaderData.pendingFavourite ? <p role="status">{t('favourites.sign_in_hint')}</p> : null}
      <SignInForm redirectTo={loaderData.redirectTo} lastResult={useActionData<typeof action>()} />
      <SocialSignInButtons
        providers={loaderData.socialProviders}
        error={loaderData.socialError}
        redirectTo={loaderData.redirectTo}
      />
      <p>
        {t('auth.sign_in.no_account')} <Link to={to('/sign-up')}>{t('header.sign_up')}</Link>
      </p>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t('auth.sign_in.title'), t('auth.sign_in.meta_description'));
}

export const ErrorBoundary = RouteErrorBoundary;
