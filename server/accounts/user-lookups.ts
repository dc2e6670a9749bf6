import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { getDb } from '../db/client.ts';
import { subquery } from '../db/subquery.ts';
import { companyProfiles, users } from '../db/tables.ts';
import type { UserRow } from './users.ts';

// What other areas may know of accounts, asked by id: each function answers one question.

/** The names of the given accounts, by name (accounts that no longer exist left out). */
export async function listUserNames(userIds: string[]): Promise<{ id: string; name: string }[]> {
  if (userIds.length === 0) return [];
  return getDb()
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.name);
}

/** Whole days since each of the given accounts was opened, by id. */
export async function findAccountAges(userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: users.id, days: sql<number>`floor(extract(epoch from now() - ${users.createdAt}) / 86400)::int` })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.days]));
}

/** Who to write to about the given accounts: name, e-mail and language, by id. */
export async function findUserContacts(
  userIds: string[],
): Promise<Map<string, Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The languages of the given users, by id. */
export async function findUserLocales(userIds: string[]): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.locale]));
}

/** The user a chat key (the realtime socket's credential) belongs to, unless suspended. */
export async function findChatKeyHolder(chatKey: string): Promise<string | undefined> {
  const [user] = await getDb()
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.chatKey, chatKey));
  return user && !user.suspendedAt ? user.id : undefined;
}

/** What a public mention of the given users shows: name, profile slug, avatar and since when, by id. */
export async function findPublicPeople(
  userIds: string[],
): Promise<Map<string, Pick<UserRow, 'id' | 'name' | 'slug' | 'avatarKey' | 'createdAt'>>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({
      id: users.id,
      name: users.name,
      slug: users.slug,
      avatarKey: users.avatarKey,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The photo each of the given profiles shows now (its storage key, null for none), by profile slug. */
export async function findAvatarKeysBySlug(slugs: string[]): Promise<Map<string, string | null>> {
  if (slugs.length === 0) return new Map();
  const rows = await getDb()
    .select({ slug: users.slug, avatarKey: users.avatarKey })
    .from(users)
    .where(inArray(users.slug, [...new Set(slugs)]));
  return new Map(rows.map((row) => [row.slug, row.avatarKey]));
}

/** The account whose public profile is /u/{slug}. */
export async function findUserIdBySlug(slug: string): Promise<string | undefined> {
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.slug, slug));
  return user?.id;
}

/** The profile slugs of the given accounts not suspended, in slug order. */
export async function listActiveUserSlugs(userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await getDb()
    .select({ slug: users.slug })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.suspendedAt)))
    .orderBy(asc(users.slug));
  return rows.map((row) => row.slug);
}

/** The company pages that are public (/pro/{slug}): enabled, of a company account not suspended, in slug order. */
export function listPublicCompanyPages(): Promise<{ slug: string; lastmod: Date }[]> {
  return getDb()
    .select({ slug: companyProfiles.slug, lastmod: companyProfiles.updatedAt })
    .from(companyProfiles)
    .innerJoin(users, eq(users.id, companyProfiles.userId))
    .where(and(eq(companyProfiles.enabled, true), eq(users.accountType, 'company'), isNull(users.suspendedAt)))
    .orderBy(asc(companyProfiles.slug));
}

/**
 * A condition for another area's query, kept in one statement: the account whose id is in
 * `userId` is suspended (an ad's owner whose ads are hidden, a recipient not written to).
 */
export function accountSuspended(userId: AnyColumn | SQL): SQL {
  // Aliased so the condition reads the same inside a statement that has `users` of its own.
  return sql`exists (select 1 from ${users} suspended_account where suspended_account.id = ${userId} and suspended_account.suspended_at is not null)`;
}

/**
 * A condition for another area's query, kept in one statement (its list pages and counts by it):
 * the account whose id is in `userId` has a name matching `pattern` (ILIKE, any case).
 */
export function userNameMatches(userId: AnyColumn, pattern: string): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.name} ilike ${pattern})`;
}

/**
 * What a public mention shows of every account (as `findPublicPeople`), as a subquery named `alias`
 * that another area joins on its `id` inside its own statement: the chat's conversation lookup
 * stays one prepared query. Postgres pulls the subquery up, so the plan is the join it was.
 */
export function publicPeopleAs<Alias extends string>(alias: Alias) {
  return subquery()
    .select({
      id: users.id,
      name: users.name,
      slug: users.slug,
      avatarKey: users.avatarKey,
      createdAt: users.createdAt,
    })
    .from(users)
    .as(alias);
}
