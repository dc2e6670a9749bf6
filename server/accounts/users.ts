import { randomBytes } from 'node:crypto';
import slugify from '@sindresorhus/slugify';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { getDb } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { users } from '../db/tables.ts';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(email: string): Promise<UserRow | undefined> {
  return getDb().query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export function findUserById(id: string): Promise<UserRow | undefined> {
  return getDb().query.users.findFirst({ where: eq(users.id, id) });
}

/** Creates an account; `undefined` when the e-mail is already registered. */
export async function createUser(options: {
  email: string;
  name: string;
  passwordHash: string | null;
  accountType: 'individual' | 'company';
  locale: Locale;
  emailVerified?: boolean;
}): Promise<UserRow | undefined> {
  // Two sign-ups with the same name at once can pick the same slug: try the next one.
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertUser(options, await uniqueSlug(options.name));
    } catch (error) {
      if (attempt < 5 && isSlugClash(error)) continue;
      throw error;
    }
  }
}

function isSlugClash(error: unknown): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause.code === '23505' && cause.constraint === 'users_slug_idx';
}

async function insertUser(options: Parameters<typeof createUser>[0], slug: string): Promise<UserRow | undefined> {
  const [user] = await getDb()
    .insert(users)
    .values({
      email: options.email.toLowerCase(),
      name: options.name,
      passwordHash: options.passwordHash,
      accountType: options.accountType,
      locale: options.locale,
      slug,
      chatKey: newChatKey(),
      emailVerifiedAt: options.emailVerified ? new Date() : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

export function newChatKey(): string {
  return randomBytes(24).toString('base64url');
}

/** `maria-lopez`, then `maria-lopez-2`, … : readable and unique. */
async function uniqueSlug(name: string): Promise<string> {
  const base = slugify(name) || 'usuario';
  const taken = await getDb()
    .select({ slug: users.slug })
    .from(users)
    .where(or(eq(users.slug, base), like(users.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** What the trust area shows of a person next to their reviews (issue 31): never the e-mail itself. */
export async function findTrustFacts(slug: string) {
  const [row] = await trustFactsBySlug().execute({ slug });
  return row;
}

/** Every ad page's seller card asks it. */
const trustFactsBySlug = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      phoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.slug, sql.placeholder('slug')))
    .prepare('trust_facts_by_slug'),
);
