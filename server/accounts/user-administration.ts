import { and, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';
import type { UserRow } from './users.ts';

/** What the administration's list of users shows of each. */
export interface UserListItem {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: Date;
  suspendedAt: Date | null;
}

/** Users whose name or e-mail contains `query` (any case), newest first, one page. */
export async function searchUserAccounts(options: {
  query: string;
  page: number;
  pageSize: number;
}): Promise<{ users: UserListItem[]; total: number }> {
  const query = options.query.trim();
  // `%` and `_` typed by the admin are meant literally.
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const where: SQL | undefined = query ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    getDb().select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows, total: Number(total?.n ?? 0) };
}

/** A change to an account, as it was and as it is now. */
export interface AccountChange {
  before: UserRow;
  after: UserRow;
}

async function changeAccount(
  tx: Executor,
  userId: string,
  applies: (user: UserRow) => boolean,
  values: Partial<Pick<UserRow, 'suspendedAt' | 'suspendedReason' | 'role'>>,
): Promise<AccountChange | undefined> {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before || !applies(before)) return undefined;
  const [after] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return after ? { before, after } : undefined;
}

/** Suspends an account not suspended yet (undefined otherwise), inside the caller's transaction. */
export function suspendAccount(tx: Executor, userId: string, reason: string): Promise<AccountChange | undefined> {
  return changeAccount(tx, userId, (user) => !user.suspendedAt, { suspendedAt: new Date(), suspendedReason: reason });
}

/** Lifts an account's suspension (undefined when it was not suspended), inside the caller's transaction. */
export function liftSuspension(tx: Executor, userId: string): Promise<AccountChange | undefined> {
  return changeAccount(tx, userId, (user) => Boolean(user.suspendedAt), { suspendedAt: null, suspendedReason: null });
}

/** Gives an account a role; `after` is `before` when it had it already. Undefined for no such account. */
export async function setAccountRole(
  tx: Executor,
  userId: string,
  role: UserRow['role'],
): Promise<AccountChange | undefined> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!current) return undefined;
  if (current.role === role) return { before: current, after: current };
  return changeAccount(tx, userId, () => true, { role });
}

/** The account if it exists and is not suspended. */
export async function findUnsuspendedUser(userId: string): Promise<UserRow | undefined> {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  return user;
}

/** How many accounts were opened on each UTC day since `since` (days without one left out). */
export function countUsersJoinedPerDay(since: Date): Promise<{ day: string; n: number }[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return getDb().select({ day, n: count() }).from(users).where(gte(users.createdAt, since)).groupBy(day);
}
