import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useActionData } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { completeRegistrationSchema } from '../../server/accounts/social/complete-registration-schema.ts';
import { completeSocialRegistration } from '../../server/accounts/social/social-accounts.ts';
import {
  clearSocialCookie,
  PENDING_SIGNUP_COOKIE,
  readPendingSignupCookie,
} from '../../server/accounts/social/social-cookies.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import { TermsCheckbox } from '../components/form/terms-checkbox.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireGuest } from '../lib/route-guards.server.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { startSession } from '../lib/start-session.server.ts';
import type { Route } from './+types/complete-registration';

/**
 * /user/complete-registration (spec §2): after a social sign-in that gave no usable name, the
 * person gives one and accepts the terms; only then is the account created and signed in. Open
 * only to a guest holding the signed cookie the provider's answer left (else: sign-in).
 */
function requirePendingSignup({ request, context, url }: Pick<Route.LoaderArgs, 'request' | 'context' | 'url'>) {
  requireGuest({ context, url });
  const pending = readPendingSignupCookie(request.headers.get('cookie'));
  if (!pending) throw redirect(localizePath('/sign-in', localeFromPath(url.pathname)));
  return pending;
}

export function loader(args: Route.LoaderArgs) {
  const pending = requirePendingSignup(args);
  return { email: pending.email, name: pending.name };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const pending = requirePendingSignup({ request, context, url });
  const submission = parseWithZod(await request.formData(), { schema: completeRegistrationSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const locale = localeFromPath(url.pathname);
  const outcome = await completeSocialRegistration({ identity: pending, name: submission.value.name, locale });
  const secure = url.protocol === 'https:';
  const headers = new Headers({ 'set-cookie': clearSocialCookie(PENDING_SIGNUP_COOKIE, secure) });
  if (outcome.kind !== 'signed-in') {
    const code = outcome.kind === 'error' ? outcome.code : 'failed';
    return redirect(`${localizePath('/sign-in', locale)}?social_error=${code}`, { headers });
  }
  headers.append('set-cookie', await startSession({ request, url, userId: outcome.user.id }));
  return redirect(safeRedirect(pending.redirectTo, localizePath('/', locale)), { headers });
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function CompleteRegistration({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [form, fields] = useForm({
    lastResult: useActionData<typeof action>(),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: completeRegistrationSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { name: loaderData.name },
  });
  return (
    <AuthCard title={t('auth.complete.title')} intro={<p>{t('auth.complete.intro', { email: loaderData.email })}</p>}>
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
        <FormError errors={form.errors} />
        <Field id={fields.name.id} label={t('auth.name')} errors={fields.name.errors}>
          <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" />
        </Field>
        <TermsCheckbox field={fields.acceptTerms} />
        <button type="submit" className="button button-primary">
          {t('auth.complete.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('auth.complete.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
