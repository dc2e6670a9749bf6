import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, redirect, useActionData } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { deleteAccount } from '../../server/accounts/account-data.ts';
import { deleteAccountSchema } from '../../server/accounts/delete-account-schema.ts';
import { clearSessionCookie } from '../../server/http/session-cookie.ts';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-delete-account';
import styles from './settings-account.module.css';

export function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  return { hasPassword: user.passwordHash !== null };
}

/** Deletes the session's own account (never one named in the form), then signs the browser out. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const submission = parseWithZod(await request.formData(), { schema: deleteAccountSchema });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });
  const result = await deleteAccount({ userId: user.id, password: submission.value.password });
  if (!result.ok) {
    return submission.reply({ fieldErrors: { password: ['validation.old_password_wrong'] }, hideFields: ['password'] });
  }
  return redirect(`${localizePath('/', localeFromPath(url.pathname))}?goodbye=1`, {
    headers: { 'set-cookie': clearSessionCookie(url.protocol === 'https:') },
  });
}

export default function SettingsDeleteAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [form, fields] = useForm({
    lastResult: useActionData<typeof action>(),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <section aria-labelledby="delete-title" className={styles.stack}>
      <h1 id="delete-title" className={styles.title}>
        {t('settings.delete.title')}
      </h1>
      <p>{t('settings.delete.text')}</p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <CsrfInput />
        <FormError errors={form.errors} />
        {loaderData.hasPassword ? (
          <Field id={fields.password.id} label={t('settings.delete.password')} errors={fields.password.errors}>
            <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" required />
          </Field>
        ) : null}
        <div className={formStyles.field}>
          <label className={formStyles.check}>
            <input {...getInputProps(fields.confirm, { type: 'checkbox' })} />
            <span>{t('settings.delete.confirm')}</span>
          </label>
          {fields.confirm.errors?.length ? (
            <p id={fields.confirm.errorId} className={formStyles.error} role="alert">
              {t(fields.confirm.errors[0] ?? '')}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`button ${styles.dangerButton}`}>
          {t('settings.delete.submit')}
        </button>
      </Form>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.delete.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
