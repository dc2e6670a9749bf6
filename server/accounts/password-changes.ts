import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Locale } from '../locale/locales.ts';
import { disconnectUser } from '../realtime/realtime-hub.ts';
import { sendAccountEmail } from './account-emails.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endUserSessions } from './sessions.ts';
import { findUserByEmail, newChatKey, type UserRow } from './users.ts';

/**
 * Forgot password: e-mails a reset link when the address has an account. The caller shows the
 * same "if it exists, we sent it" message either way; only a suspended account is told it
 * cannot recover its password (spec §8).
 */
export async function requestPasswordReset(options: {
  email: string;
  origin: string;
  locale: Locale;
}): Promise<'sent' | 'suspended'> {
  const user = await findUserByEmail(options.email);
  if (!user) return 'sent';
  if (user.suspendedAt) return 'suspended';
  const token = await issueAccountToken({ userId: user.id, purpose: 'reset_password' });
  await sendAccountEmail({
    kind: 'reset_password',
    to: user.email,
    name: user.name,
    locale: user.locale,
    origin: options.origin,
    token,
  });
  return 'sent';
}

/** Sets a new password from an e-mailed link; every session of the account ends. */
export async function resetPassword(options: { token: string; password: string }): Promise<boolean> {
  const userId = await consumeAccountToken({ token: options.token, purpose: 'reset_password' });
  if (!userId) return false;
  await storePassword({ userId, password: options.password });
  // Whoever could read the mailbox proved it: the address is confirmed too.
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  await endUserSessions({ userId });
  return true;
}

/** Changes the password of a signed-in user who knows the current one; other sessions end. */
export async function changePassword(options: {
  user: UserRow;
  currentSessionToken: string | undefined;
  oldPassword: string;
  newPassword: string;
}): Promise<'changed' | 'wrong_password'> {
  const { user } = options;
  if (!(await verifyPassword(user.passwordHash, options.oldPassword))) return 'wrong_password';
  await storePassword({ userId: user.id, password: options.newPassword });
  await endUserSessions({ userId: user.id, exceptToken: options.currentSessionToken });
  return 'changed';
}

/** A new password also gets a new chat key, so an open websocket of an old session stops working. */
async function storePassword(options: { userId: string; password: string }): Promise<void> {
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(options.password), chatKey: newChatKey(), updatedAt: new Date() })
    .where(eq(users.id, options.userId));
  disconnectUser(options.userId);
}
