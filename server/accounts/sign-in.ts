import { verifyPassword } from './password.ts';
import { findUserByEmail, type UserRow } from './users.ts';

export type SignInResult = { ok: true; user: UserRow } | { ok: false; reason: 'invalid' | 'suspended' };

/**
 * Checks e-mail and password. Unknown e-mail and wrong password answer alike and take the same
 * time (a dummy hash is verified); only the right password learns that an account is suspended.
 */
export async function authenticate(options: { email: string; password: string }): Promise<SignInResult> {
  const user = await findUserByEmail(options.email);
  const valid = await verifyPassword(user?.passwordHash, options.password);
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  if (user.suspendedAt) return { ok: false, reason: 'suspended' };
  return { ok: true, user };
}
