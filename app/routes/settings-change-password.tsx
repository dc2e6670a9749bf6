import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useActionData } from 'react-router';
import { changePasswordSchema } from '../../common/accounts/account-schemas.ts';
import { changePassword } from '../../server/accounts/password-changes.ts';
import { readSessionToken } from '../../server/http/session-cookie.ts';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-change-password';
import styles from './settings-account.module.css';

/** /user/settings/change-password: the old password must be right; other sessions end. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  const hidden = { hideFields: ['oldPassword', 'password', 'confirmPassword'] };
  if (submission.status !== 'success') return submission.reply(hidden);
  const outcome = await changePassword({
    user,
    currentSessionToken: readSessionToken(request.headers.get('cookie')),
    oldPassword: submission.value.oldPassword,
    newPassword: submission.value.password,
  });
  if (outcome === 'wrong_password') {
    return submission.reply({ ...hidden, fieldErrors: { oldPassword: ['validation.old_password_wrong'] } });
  }
  return { ...submission.reply({ resetForm: true }), changed: true };
}

export default function ChangePassword() {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        {t('settings.nav.change_password')}
      </h1>
      {result && 'changed' in result ? <p role="status">{t('settings.password.changed')}</p> : null}
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <CsrfInput />
        <FormError errors={form.errors} />
        <Field id={fields.oldPassword.id} label={t('auth.old_password')} errors={fields.oldPassword.errors}>
          <input {...getInputProps(fields.oldPassword, { type: 'password' })} autoComplete="current-password" />
        </Field>
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
        <Field id={fields.confirmPassword.id} label={t('auth.confirm_password')} errors={fields.confirmPassword.errors}>
          <input {...getInputProps(fields.confirmPassword, { type: 'password' })} autoComplete="new-password" />
        </Field>
        <button type="submit" className="button button-primary">
          {t('settings.password.submit')}
        </button>
      </Form>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.nav.change_password'));
}

export const ErrorBoundary = RouteErrorBoundary;
