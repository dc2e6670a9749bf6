import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Field } from './field.tsx';

type AccountField = FieldMetadata<string, Record<string, unknown>, string[]>;

/** Name, e-mail, password and its confirmation: the sign-up form's fields, shared by the guest ad form. */
export function NewAccountFields({
  fields,
}: {
  fields: { name: AccountField; email: AccountField; password: AccountField; confirmPassword: AccountField };
}) {
  const { t } = useI18n();
  return (
    <>
      <Field id={fields.name.id} label={t('auth.name')} errors={fields.name.errors}>
        <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" />
      </Field>
      <Field id={fields.email.id} label={t('auth.email')} errors={fields.email.errors}>
        <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
      </Field>
      <Field
        id={fields.password.id}
        label={t('auth.password')}
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
    </>
  );
}
