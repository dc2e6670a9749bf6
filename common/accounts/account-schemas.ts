import { z } from 'zod';
import { visibleLineField } from '../validation/text-input.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Account form rules, shared by the browser (instant feedback) and the server (the rule that
 * counts). Messages are catalogue keys whose English values are the spec's texts (§5).
 */
const PASSWORD_MIN = 6;
const NAME_MIN = 3;
const NAME_MAX = 50;

/** The message for a field left empty (forms send nothing for it, so zod sees `undefined`). */
const required = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? key : undefined);

export const emailField = z
  .string({ error: required('validation.email_required') })
  .trim()
  .min(1, 'validation.email_required')
  .max(254, 'validation.email_invalid')
  .pipe(z.email('validation.email_invalid'))
  .transform((email) => email.toLowerCase());

/** A password as typed at sign-in: only required. */
const passwordField = z
  .string({ error: required('validation.password_required') })
  .min(1, 'validation.password_required');

/** A new password: required, long enough, not one of the most common ones. */
const newPasswordField = passwordField
  .min(PASSWORD_MIN, 'validation.password_min')
  .max(200, 'validation.password_max')
  .refine((password) => !isCommonPassword(password), 'validation.password_common');

export const nameField = visibleLineField({ error: required('validation.name_required') })
  .trim()
  .min(1, 'validation.name_required')
  .min(NAME_MIN, 'validation.name_min')
  .max(NAME_MAX, 'validation.name_max');

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
  redirectTo: z.string().optional(),
});

/** Says a mismatch together with the other fields' errors, not only once they are all fixed. */
export const confirmMatches = {
  message: 'validation.password_confirm',
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => {
    const form = value as { password?: unknown; confirmPassword?: unknown };
    return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
  },
};

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: required('validation.password_confirm') }),
    accountType: z.enum(['individual', 'company']).default('individual'),
    acceptTerms: z.literal('on', { error: 'validation.terms_required' }),
  })
  .refine((form) => form.password === form.confirmPassword, confirmMatches);

export const forgotPasswordSchema = z.object({ email: emailField });

/** /user/settings: the name buyers and sellers see, with sign-up's rules. */
export const changeNameSchema = z.object({ name: nameField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: newPasswordField,
    confirmPassword: z.string({ error: required('validation.password_confirm') }),
  })
  .refine((form) => form.password === form.confirmPassword, confirmMatches);

export const changePasswordSchema = z
  .object({
    oldPassword: passwordField,
    password: newPasswordField,
    confirmPassword: z.string({ error: required('validation.password_confirm') }),
  })
  .refine((form) => form.password === form.confirmPassword, confirmMatches);
