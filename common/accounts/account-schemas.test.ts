import { describe, expect, test } from 'vitest';
import { signInSchema, signUpSchema } from './account-schemas.ts';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = {
  name: 'Lucía',
  email: ' Lucia@Example.COM ',
  password: 'Herradura-2026',
  confirmPassword: 'Herradura-2026',
  acceptTerms: 'on',
};

describe('sign-up rules', () => {
  test('a name with a control character, or of invisible characters only, says so and nothing else', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, name: 'Lu\u0000cía' }))).toEqual({
      name: 'validation.text_invalid_characters',
    });
    expect(errorsOf(signUpSchema.safeParse({ ...valid, name: '\u200b\u200d\u202e\u2066' }))).toEqual({
      name: 'validation.text_invisible',
    });
  });

  test('name, e-mail and password left empty give the spec texts', () => {
    expect(errorsOf(signUpSchema.safeParse({}))).toMatchObject({
      name: 'validation.name_required',
      email: 'validation.email_required',
      password: 'validation.password_required',
      acceptTerms: 'validation.terms_required',
    });
  });

  test('too short, too long, invalid and mismatched values give the spec texts', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, name: 'Al' }))).toEqual({ name: 'validation.name_min' });
    expect(errorsOf(signUpSchema.safeParse({ ...valid, name: 'x'.repeat(51) }))).toEqual({
      name: 'validation.name_max',
    });
    expect(errorsOf(signUpSchema.safeParse({ ...valid, email: 'lucia@' }))).toEqual({
      email: 'validation.email_invalid',
    });
    expect(errorsOf(signUpSchema.safeParse({ ...valid, password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'validation.password_min',
    });
    expect(errorsOf(signUpSchema.safeParse({ ...valid, confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'validation.password_confirm',
    });
  });

  test('the most common passwords are refused', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, password: 'password', confirmPassword: 'password' }))).toEqual({
      password: 'validation.password_common',
    });
    expect(errorsOf(signUpSchema.safeParse({ ...valid, password: 'Caballos', confirmPassword: 'Caballos' }))).toEqual({
      password: 'validation.password_common',
    });
  });

  test('a valid form is trimmed and the e-mail lower-cased', () => {
    const result = signUpSchema.parse(valid);
    expect(result.email).toBe('lucia@example.com');
    expect(result.accountType).toBe('individual');
  });
});

describe('sign-in rules', () => {
  test('only asks for an e-mail and a password', () => {
    expect(errorsOf(signInSchema.safeParse({}))).toEqual({
      email: 'validation.email_required',
      password: 'validation.password_required',
    });
    expect(signInSchema.safeParse({ email: 'a@b.es', password: 'x' }).success).toBe(true);
  });
});

test('a mismatched confirmation is reported together with the other errors', () => {
  const result = signUpSchema.safeParse({ ...valid, name: 'Al', confirmPassword: 'other' });
  expect(errorsOf(result)).toEqual({ name: 'validation.name_min', confirmPassword: 'validation.password_confirm' });
});
