import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { sessions, users } from '../db/tables.ts';
import type { UserRow } from './users.ts';

/** A session ends 30 days after sign-in whatever happens, or after 7 days without a visit. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns its token (256 random bits) for the cookie. */
export async function createSession(options: {
  userId: string;
  userAgent?: string | null;
  now?: Date;
}): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await getDb()
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: options.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    });
  return token;
}

/** The user a session token belongs to, if the session is alive and the account not suspended. */
export async function findSessionUser(token: string, now = new Date()): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await getDb()
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row || row.user.suspendedAt) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await getDb().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

/** Ends the session of `token`; answers whose it was, if it was alive. */
export async function endSession(token: string): Promise<string | undefined> {
  const [ended] = await getDb()
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ userId: sessions.userId });
  return ended?.userId;
}

/** Ends every session of a user (password change, suspension), optionally keeping the current one. */
export async function endUserSessions(options: { userId: string; exceptToken?: string }): Promise<void> {
  const { userId, exceptToken } = options;
  await getDb()
    .delete(sessions)
    .where(
      exceptToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(exceptToken)))
        : eq(sessions.userId, userId),
    );
}
