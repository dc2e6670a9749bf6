import { and, eq } from 'drizzle-orm';
import { emailField, nameField } from '../../../common/accounts/account-schemas.ts';
import type { Locale } from '../../../common/locale/locales.ts';
import { getDb } from '../../db/client.ts';
import { oauthAccounts, users } from '../../db/tables.ts';
import { disconnectUser } from '../../realtime/realtime-hub.ts';
import { endUserSessions } from '../sessions.ts';
import { createUser, findUserByEmail, findUserById, newChatKey, type UserRow } from '../users.ts';
import type { SocialErrorCode } from './social-errors.ts';

/** Who a provider says the person is, from its signed ID token (and user info). */
export interface SocialIdentity {
  provider: string;
  subject: string;
  email?: string;
  /** Only a provider's explicit `email_verified: true` counts; absent means not verified. */
  emailVerified: boolean;
  name?: string;
}

export type SocialOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'needs-registration'; identity: SocialIdentity & { email: string; name: string } }
  | { kind: 'error'; code: SocialErrorCode };

/**
 * The account a provider identity signs in to:
 * 1. the account already linked to this (provider, subject);
 * 2. else the account with the same e-mail, linked now, but only when the provider verified that
 *    e-mail: an unverified claim would let anyone who types a victim's address take their account;
 * 3. else a new account (its e-mail confirmed when the provider verified it, no password), or,
 *    when the provider gave no usable name, a registration the person completes first.
 * Suspended accounts are refused whichever way they are found.
 */
export async function resolveSocialAccount(options: {
  identity: SocialIdentity;
  locale: Locale;
}): Promise<SocialOutcome> {
  const { identity, locale } = options;
  const linked = await findLinkedUser(identity);
  if (linked) return linked.suspendedAt ? { kind: 'error', code: 'suspended' } : { kind: 'signed-in', user: linked };

  const email = normalizeEmail(identity.email);
  if (!email) return { kind: 'error', code: 'email_missing' };
  const existing = await findUserByEmail(email);
  if (existing) {
    if (!identity.emailVerified) return { kind: 'error', code: 'email_taken' };
    if (existing.suspendedAt) return { kind: 'error', code: 'suspended' };
    return { kind: 'signed-in', user: await linkExistingUser({ user: existing, identity, email }) };
  }

  const name = identity.name?.replace(/\s+/g, ' ').trim() ?? '';
  if (!nameField.safeParse(name).success) {
    return { kind: 'needs-registration', identity: { ...identity, email, name: name.slice(0, 50) } };
  }
  return createSocialUser({ identity: { ...identity, email }, name, locale });
}

/** Finishes a registration that waited for a name (and the terms) on /user/complete-registration. */
export async function completeSocialRegistration(options: {
  identity: SocialIdentity & { email: string };
  name: string;
  locale: Locale;
}): Promise<SocialOutcome> {
  // The same identity may have finished in another tab meanwhile: sign in to what it made.
  const linked = await findLinkedUser(options.identity);
  if (linked) return linked.suspendedAt ? { kind: 'error', code: 'suspended' } : { kind: 'signed-in', user: linked };
  return createSocialUser(options);
}

async function createSocialUser(options: {
  identity: SocialIdentity & { email: string };
  name: string;
  locale: Locale;
}): Promise<SocialOutcome> {
  const { identity } = options;
  const user = await createUser({
    email: identity.email,
    name: options.name,
    passwordHash: null,
    accountType: 'individual',
    locale: options.locale,
    emailVerified: identity.emailVerified,
  });
  // Someone registered this address after the provider answered (or the provider did not verify it).
  if (!user) return { kind: 'error', code: 'email_taken' };
  await insertLink({ identity, userId: user.id, email: identity.email });
  return { kind: 'signed-in', user };
}

/**
 * Links a verified provider identity to the account with its e-mail. If that account had never
 * confirmed its address, whoever chose its password did not prove they own the inbox (someone
 * could have registered the address first to wait for its owner): the password and every session
 * go, and the address counts as confirmed from now on.
 */
async function linkExistingUser(options: { user: UserRow; identity: SocialIdentity; email: string }): Promise<UserRow> {
  const { user, identity } = options;
  const unconfirmed = user.emailVerifiedAt === null;
  if (unconfirmed) {
    await getDb()
      .update(users)
      .set({ emailVerifiedAt: new Date(), passwordHash: null, chatKey: newChatKey(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await endUserSessions({ userId: user.id });
    disconnectUser(user.id);
  }
  await insertLink({ identity, userId: user.id, email: options.email });
  return unconfirmed ? ((await findUserById(user.id)) ?? user) : user;
}

async function findLinkedUser(identity: SocialIdentity): Promise<UserRow | undefined> {
  const [row] = await getDb()
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)));
  return row?.user;
}

async function insertLink(options: { identity: SocialIdentity; userId: string; email: string }): Promise<void> {
  await getDb()
    .insert(oauthAccounts)
    .values({
      provider: options.identity.provider,
      subject: options.identity.subject,
      userId: options.userId,
      email: options.email,
    })
    // A second answer for the same identity racing this one: the first link stands.
    .onConflictDoNothing();
}

function normalizeEmail(email: string | undefined): string | undefined {
  const parsed = emailField.safeParse(email);
  return parsed.success ? parsed.data : undefined;
}
