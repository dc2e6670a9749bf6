import { eq } from 'drizzle-orm';
import { releaseHeldAds } from '../ads/guest-ad.ts';
import { getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';
import { readConfig } from '../infra/config.ts';
import { sendAccountEmail } from './account-emails.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import type { UserRow } from './users.ts';

/** Confirms the address a link was sent to: its account's id, undefined for a wrong, used or expired link. */
export async function confirmEmail(options: { token: string }): Promise<string | undefined> {
  const userId = await consumeAccountToken({ token: options.token, purpose: 'verify_email' });
  if (!userId) return undefined;
  const [user] = await getDb()
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  // The first administrators of a new site: their addresses are configured, and an address
  // counts only once its owner has proved it by this link.
  if (user && adminEmails().includes(user.email)) {
    await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, userId));
  }
  await releaseHeldAds({ userId });
  return userId;
}

function adminEmails(): string[] {
  return (readConfig().ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/** Sends a new confirmation link to a signed-in user whose address is not confirmed yet. */
export async function resendConfirmation(options: { user: UserRow; origin: string }): Promise<void> {
  const { user } = options;
  if (user.emailVerifiedAt) return;
  const token = await issueAccountToken({ userId: user.id, purpose: 'verify_email' });
  await sendAccountEmail({
    kind: 'verify_email',
    to: user.email,
    name: user.name,
    locale: user.locale,
    origin: options.origin,
    token,
  });
}
