import type { Locale } from '../locale/locales.ts';
import { sendAccountEmail } from './account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';
import { hashPassword } from './password.ts';
import { createUser, findUserByEmail, type UserRow } from './users.ts';

/**
 * Registers an account and e-mails the confirmation link. An address that already has an
 * account gets a "you already have an account" e-mail instead, and the caller shows the same
 * "check your e-mail" page either way, so sign-up never tells who is registered. Returns the
 * new account, or undefined when the address was taken.
 */
export async function signUp(options: {
  name: string;
  email: string;
  password: string;
  accountType: 'individual' | 'company';
  locale: Locale;
  origin: string;
}): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(options.password);
  const user = await createUser({
    email: options.email,
    name: options.name,
    passwordHash,
    accountType: options.accountType,
    locale: options.locale,
  });
  if (user) {
    const token = await issueAccountToken({ userId: user.id, purpose: 'verify_email' });
    await sendAccountEmail({
      kind: 'verify_email',
      to: user.email,
      name: user.name,
      locale: options.locale,
      origin: options.origin,
      token,
    });
    return user;
  }
  const existing = await findUserByEmail(options.email);
  if (existing) {
    await sendAccountEmail({
      kind: 'already_registered',
      to: existing.email,
      name: existing.name,
      locale: existing.locale,
      origin: options.origin,
    });
  }
  return undefined;
}
