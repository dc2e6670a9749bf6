import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, redirect, useActionData } from 'react-router';
import { forgotPasswordSchema, resetPasswordSchema } from '../../common/accounts/account-schemas.ts';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { isAccountTokenValid } from '../../server/accounts/account-tokens.ts';
import { requestPasswordReset, resetPassword } from '../../server/accounts/password-changes.ts';
import { clientIpContext } from '../../server/http/request-context.ts';
import { publicOrigin } from '../../server/infra/public-origin.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { captchaError } from '../lib/captcha.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { exceededLimit, tooManyRequests } from '../lib/rate-limit.server.ts';
import { retryAfterHeaders } from '../lib/retry-after-headers.ts';
import { useChangeCount } from '../lib/use-change-count.ts';
import type { Route } from './+types/forgot-password';

/**
 * /user/forgot-password: without a token, ask for the e-mail and send a reset link; with the
 * e-mailed `?token=`, choose a new password.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  if (!token) return { step: 'request' as const, token: '' };
  const valid = await isAccountTokenValid({ token, purpose: 'reset_password' });
  return { step: valid ? ('reset' as const) : ('invalid' as const), token };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const locale = localeFromPath(url.pathname);
  if (formData.has('token')) {
    const submission = parseWithZod(formData, { schema: resetPasswordSchema });
    if (submission.status !== 'success') return submission.reply({ hideFields: ['password', 'confirmPassword'] });
    if (!(await resetPassword(submission.value))) return submission.reply({ formErrors: ['auth.reset.invalid.text'] });
    return redirect(`${localizePath('/sign-in', locale)}?reset=1`);
  }
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return submission.reply();
  const clientIp = context.get(clientIpContext);
  const botError = await captchaError({ formData, task: 'forgot_password', clientIp });
  if (botError) return submission.reply({ formErrors: [botError] });
  const retryAfter = await exceededLimit([
    [rateLimits.passwordResetPerIp, clientIp],
    [rateLimits.passwordResetPerEmail, submission.value.email],
  ]);
  if (retryAfter !== undefined) {
    return tooManyRequests(submission.reply({ formErrors: ['errors.too_many_requests'] }), retryAfter);
  }
  const outcome = await requestPasswordReset({ ...submission.value, origin: publicOrigin(), locale });
  if (outcome === 'suspended') return submission.reply({ formErrors: ['errors.account_suspended'] });
  return { sent: true as const };
}

export const headers = retryAfterHeaders;

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const result = useActionData<typeof action>();
  const answers = useChangeCount(result);
  const sent = result !== undefined && 'sent' in result;
  const { step, token } = loaderData;
  const [form, fields] = useForm({
    lastResult: sent ? undefined : result,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: step === 'reset' ? resetPasswordSchema : forgotPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  if (step === 'invalid') {
    return (
      <AuthCard title={t('auth.reset.invalid.title')} intro={<p>{t('auth.reset.invalid.text')}</p>}>
        <Link className="button button-primary" to={to('/user/forgot-password')}>
          {t('auth.forgot.submit')}
        </Link>
      </AuthCard>
    );
  }
  if (step === 'reset') {
    return (
      <AuthCard title={t('auth.reset.title')} intro={<p>{t('auth.reset.intro')}</p>}>
        <Form method="post" {...getFormProps(form)}>
          <CsrfInput />
          <input type="hidden" name="token" value={token} />
          <FormError errors={form.errors} />
          <Field
            id={fields.password.id}
            label={t('auth.new_password')}
            errors={fields.password.errors}
            hint={t('auth.password_hint')}
          >
            <input
              {...getInputProps(fields.password, { type: 'password', ariaDescribedBy: `${fields.password.id}-hint` })}
              autoComplete="new-password"
            />
          </Field>
          <Field
            id={fields.confirmPassword.id}
            label={t('auth.confirm_password')}
            errors={fields.confirmPassword.errors}
          >
            <input {...getInputProps(fields.confirmPassword, { type: 'password' })} autoComplete="new-password" />
          </Field>
          <button type="submit" className="button button-primary">
            {t('auth.reset.submit')}
          </button>
        </Form>
      </AuthCard>
    );
  }
  if (sent) {
    return (
      <AuthCard title={t('auth.verify.sent.title')} intro={<p>{t('auth.forgot.sent')}</p>}>
        <Link className="button button-primary" to={to('/sign-in')}>
          {t('auth.forgot.back')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.forgot.title')} intro={<p>{t('auth.forgot.intro')}</p>}>
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
        <FormError errors={form.errors} retryAfter={result && 'retryAfter' in result ? result.retryAfter : undefined} />
        <Field id={fields.email.id} label={t('auth.email')} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
        </Field>
        <CaptchaField key={answers} task="forgot_password" />
        <button type="submit" className="button button-primary">
          {t('auth.forgot.submit')}
        </button>
      </Form>
      <p>
        <Link to={to('/sign-in')}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('auth.forgot.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
