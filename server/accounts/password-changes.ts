import { eq } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';
import { disconnectUser } from '../realtime/realtime-hub.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { queuePasswordResetMail } from './password-reset-mail.ts';
import { endUserSessions } from './sessions.ts';
import { findUserByEmail, newChatKey, type UserRow } from './users.ts';

/**
 * Forgot password: queues the reset e-mail (sent when the address has an account). The caller
 * shows the same "if it exists, we sent it" message either way, after the same work: one lookup
 * and one queued job for a known address and an unknown one alike (docs/decisions/0057); only a
 * suspended account is told it cannot recover its password (spec §8).
 */
export async function requestPasswordReset(options: {
  email: string;
  origin: string;
  locale: Locale;
}): Promise<'sent' | 'suspended'> {
  const user = await findUserByEmail(options.email);
  if (user?.suspendedAt) return 'suspended';
  await queuePasswordResetMail({ email: options.email, origin: options.origin, locale: options.locale });
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
