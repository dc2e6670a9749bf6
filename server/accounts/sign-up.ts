import type { Locale } from '../../common/locale/locales.ts';
import { issueAccountToken } from './account-tokens.ts';
import { hashPassword } from './password.ts';
import { queueSignUpMail } from './sign-up-mail.ts';
import { createUser } from './users.ts';

/**
 * Registers an account and queues the e-mail with its confirmation link. An address that already
 * has an account gets nothing but a queued notice to its owner ("someone tried to sign up with
 * your address"), and the caller shows the same "check your e-mail" page either way after the
 * same work, so sign-up never tells who is registered. Returns the new account and its link token (for
 * the cookie that lets this browser sign in from the link), or undefined when the address was taken.
 */
export async function signUp(options: {
  name: string;
  email: string;
  password: string;
  accountType: 'individual' | 'company';
  locale: Locale;
}): Promise<{ userId?: string; token?: string }> {
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
    await queueSignUpMail({ kind: 'verify_email', userId: user.id, token });
    return { userId: user.id, token };
  }
  await queueSignUpMail({ kind: 'already_registered', email: options.email });
  return {};
}
