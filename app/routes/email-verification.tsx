import { Form, Link, redirect, useActionData } from 'react-router';
import { clearSignUpBrowserCookie, isSignUpBrowser } from '../../server/accounts/sign-up-browser.ts';
import { confirmEmail, resendConfirmation } from '../../server/accounts/verify-email.ts';
import { publicOrigin } from '../../server/infra/public-origin.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { optionalUser, requireUser } from '../lib/route-guards.server.ts';
import { startSession } from '../lib/start-session.server.ts';
import type { Route } from './+types/email-verification';

type State = 'sent' | 'confirmed' | 'invalid' | 'pending' | 'verified';

/**
 * /user/email-verification: after sign-up ("check your e-mail"), from the e-mailed link (confirms
 * the address), or for a signed-in user whose address is still unconfirmed (send the link again).
 * The link opened in the browser that signed up also signs the account in (issue 35); opened
 * anywhere else (a forwarded mail) it only confirms the address.
 */
export async function loader({ url, context, request }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  const user = optionalUser({ context });
  let state: State;
  if (token) {
    const userId = await confirmEmail({ token });
    if (userId && !user && isSignUpBrowser(request.headers.get('cookie'), token)) {
      const headers = new Headers({ 'set-cookie': await startSession({ request, url, userId }) });
      headers.append('set-cookie', clearSignUpBrowserCookie(url.protocol === 'https:'));
      // The same page without the spent token, now signed in: "your e-mail is confirmed".
      throw redirect(url.pathname, { headers });
    }
    state = userId ? 'confirmed' : 'invalid';
  } else if (user) state = user.emailVerifiedAt ? 'verified' : 'pending';
  else state = 'sent';
  return { state, signedIn: Boolean(user) };
}

export async function action({ context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  await resendConfirmation({ user, origin: publicOrigin() });
  return { resent: true };
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const resent = useActionData<typeof action>()?.resent;
  const { state, signedIn } = loaderData;
  return (
    <AuthCard title={t(`auth.verify.${state}.title`)} intro={<p>{t(`auth.verify.${state}.text`)}</p>}>
      {resent ? <p role="status">{t('auth.verify.resent')}</p> : null}
      {state === 'pending' ? (
        <Form method="post">
          <CsrfInput />
          <button type="submit" className="button">
            {t('auth.verify.resend')}
          </button>
        </Form>
      ) : null}
      {!signedIn && state !== 'sent' ? (
        <Link className="button button-primary" to={to('/sign-in')}>
          {t('header.sign_in')}
        </Link>
      ) : null}
      {signedIn && state !== 'pending' ? (
        <Link className="button button-primary" to={to('/')}>
          {t('errors.go_home')}
        </Link>
      ) : null}
    </AuthCard>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)(`auth.verify.${loaderData?.state ?? 'sent'}.title`));
}

export const ErrorBoundary = RouteErrorBoundary;
