import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { accountTokens } from '../db/tables.ts';
import { hashToken } from './sessions.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** How long an e-mailed link works. */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 3 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** A fresh one-time link token; earlier unused ones of the same purpose stop working. */
export async function issueAccountToken(options: {
  userId: string;
  purpose: TokenPurpose;
  now?: Date;
}): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await getDb().transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, options.userId), eq(accountTokens.purpose, options.purpose)));
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId: options.userId,
      purpose: options.purpose,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[options.purpose]),
    });
  });
  return token;
}

/** Uses a token once: its user id while unexpired and unused, then never again. */
export async function consumeAccountToken(options: {
  token: string;
  purpose: TokenPurpose;
  now?: Date;
}): Promise<string | undefined> {
  const now = options.now ?? new Date();
  const [row] = await getDb()
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(options.token)),
        eq(accountTokens.purpose, options.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Whether a token would still work, without using it (to show the new-password form). */
export async function isAccountTokenValid(options: {
  token: string;
  purpose: TokenPurpose;
  now?: Date;
}): Promise<boolean> {
  const now = options.now ?? new Date();
  const [row] = await getDb()
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(options.token)),
        eq(accountTokens.purpose, options.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row !== undefined;
}
