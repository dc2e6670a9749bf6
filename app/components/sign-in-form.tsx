import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Link, useFetcher } from 'react-router';
import { signInSchema } from '../../common/accounts/account-schemas.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { useChangeCount } from '../lib/use-change-count.ts';
import { CaptchaField } from './captcha-field.tsx';
import { CsrfInput } from './form/csrf-input.tsx';
import { Field, FormError } from './form/field.tsx';

/**
 * The sign-in action's answer: the form's result, whether the next try needs the captcha, and
 * after a 429 the seconds to wait.
 */
export type SignInActionResult = SubmissionResult<string[]> & { captcha?: boolean; retryAfter?: number };

/**
 * The e-mail sign-in form, posted to the locale's /sign-in action through a fetcher so that it
 * works the same on the sign-in page and inside the sign-in modal; the action's redirect takes
 * the user on (home, or `redirectTo`).
 */
export function SignInForm({
  redirectTo,
  idPrefix = 'sign-in',
  lastResult,
}: {
  redirectTo: string;
  idPrefix?: string;
  /** The sign-in page's own action result, for a form posted before JavaScript loaded. */
  lastResult?: SignInActionResult;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const fetcher = useFetcher<SignInActionResult>();
  const result = fetcher.data ?? lastResult;
  const answers = useChangeCount(result);
  const [form, fields] = useForm({
    id: idPrefix,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <fetcher.Form method="post" action={to('/sign-in')} {...getFormProps(form)}>
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} retryAfter={result?.retryAfter} />
      <Field id={fields.email.id} label={t('auth.email')} errors={fields.email.errors}>
        <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
      </Field>
      <Field id={fields.password.id} label={t('auth.password')} errors={fields.password.errors}>
        <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" />
      </Field>
      <p>
        <Link to={to('/user/forgot-password')}>{t('auth.forgot_link')}</Link>
      </p>
      {/* Keyed by the answer: a spent token is worth nothing, so each try gets a fresh challenge. */}
      {result?.captcha ? <CaptchaField key={answers} task="sign_in" /> : null}
      <button type="submit" className="button button-primary" disabled={fetcher.state !== 'idle'}>
        {t('auth.sign_in.submit')}
      </button>
    </fetcher.Form>
  );
}
