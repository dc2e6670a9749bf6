import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { signUpSchema } from '../../common/accounts/account-schemas.ts';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { signUp } from '../../server/accounts/sign-up.ts';
import { serializeSignUpBrowserCookie } from '../../server/accounts/sign-up-browser.ts';
import { socialProviderViews } from '../../server/accounts/social/providers.ts';
import { clientIpContext } from '../../server/http/request-context.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { FormError } from '../components/form/field.tsx';
import formStyles from '../components/form/form.module.css';
import { NewAccountFields } from '../components/form/new-account-fields.tsx';
import { TermsCheckbox } from '../components/form/terms-checkbox.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { SocialSignInButtons } from '../components/social-sign-in-buttons.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { captchaError } from '../lib/captcha.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { exceededLimit, tooManyRequests } from '../lib/rate-limit.server.ts';
import { retryAfterHeaders } from '../lib/retry-after-headers.ts';
import { requireGuest } from '../lib/route-guards.server.ts';
import { useChangeCount } from '../lib/use-change-count.ts';
import type { Route } from './+types/sign-up';

export function loader({ context, url }: Route.LoaderArgs) {
  requireGuest({ context, url });
  return { socialProviders: socialProviderViews() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireGuest({ context, url });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password', 'confirmPassword'] }), { status: 400 });
  }
  const botError = await captchaError({ formData, task: 'sign_up', clientIp: context.get(clientIpContext) });
  if (botError) return submission.reply({ formErrors: [botError], hideFields: ['password', 'confirmPassword'] });
  const retryAfter = await exceededLimit([[rateLimits.signUpPerIp, context.get(clientIpContext)]]);
  if (retryAfter !== undefined) {
    return tooManyRequests(
      submission.reply({ formErrors: ['errors.too_many_requests'], hideFields: ['password', 'confirmPassword'] }),
      retryAfter,
    );
  }
  const locale = localeFromPath(url.pathname);
  const { token } = await signUp({ ...submission.value, locale });
  // Set whether or not the address was new (same shape either way): opening the confirmation
  // link in this browser signs the new account in (server/accounts/sign-up-browser.ts).
  const cookie = serializeSignUpBrowserCookie(token, { secure: url.protocol === 'https:' });
  return redirect(`${localizePath('/user/email-verification', locale)}?sent=1`, {
    headers: { 'set-cookie': cookie },
  });
}

export const headers = retryAfterHeaders;

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const lastResult = useActionData<typeof action>();
  const answers = useChangeCount(lastResult);
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { accountType: 'individual' },
  });
  return (
    <AuthCard title={t('auth.sign_up.title')} intro={<p>{t('auth.sign_up.intro')}</p>}>
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
        <FormError
          errors={form.errors}
          retryAfter={
            lastResult && 'retryAfter' in lastResult && typeof lastResult.retryAfter === 'number'
              ? lastResult.retryAfter
              : undefined
          }
        />
        <fieldset className={formStyles.field}>
          <legend className={formStyles.label}>{t('auth.account_type')}</legend>
          {(['individual', 'company'] as const).map((type) => (
            <label key={type} className={formStyles.check}>
              <input
                type="radio"
                name={fields.accountType.name}
                value={type}
                defaultChecked={fields.accountType.initialValue === type}
              />
              {t(`auth.account_type.${type}`)}
            </label>
          ))}
        </fieldset>
        <NewAccountFields fields={fields} />
        <TermsCheckbox field={fields.acceptTerms} />
        <CaptchaField key={answers} task="sign_up" />
        <button type="submit" className="button button-primary">
          {t('auth.sign_up.submit')}
        </button>
      </Form>
      <SocialSignInButtons providers={loaderData.socialProviders} />
      <p>
        {t('auth.sign_up.have_account')} <Link to={to('/sign-in')}>{t('header.sign_in')}</Link>
      </p>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t('auth.sign_up.title'), t('auth.sign_up.meta_description'));
}

export const ErrorBoundary = RouteErrorBoundary;
