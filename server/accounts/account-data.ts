import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { companyProfiles, oauthAccounts, sessions, users } from '../db/tables.ts';
import { getMediaStorage, mediaUrl } from '../infra/storage/media-storage.ts';
import { verifyPassword } from './password.ts';

/**
 * Everything Galope keeps about a person, as they can download it from their settings (the
 * right of access and portability). Secrets (password hash, chat key, session tokens) stay out.
 */
export async function exportAccountData({ userId }: { userId: string }) {
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
  const linked = await db
    .select({ provider: oauthAccounts.provider, email: oauthAccounts.email, linkedAt: oauthAccounts.createdAt })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
  const devices = await db
    .select({ startedAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      name: user.name,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      accountType: user.accountType,
      publicPage: `/u/${user.slug}`,
      language: user.locale,
      country: user.countryCode,
      avatar: mediaUrl(user.avatarKey),
      phoneNumber: user.phoneNumber,
      phoneVerifiedAt: user.phoneVerifiedAt,
      phoneShownOnProfile: user.phoneVisible,
      createdAt: user.createdAt,
    },
    companyProfile: company
      ? {
          publicPage: `/pro/${company.slug}`,
          shown: company.enabled,
          title: company.title,
          description: company.description,
          position: company.position,
          cover: mediaUrl(company.coverKey),
          companyUrl: company.companyUrl,
          timeZone: company.timeZone,
          social: company.social,
        }
      : null,
    socialSignIn: linked,
    signedInDevices: devices,
  };
}

export type DeleteAccountResult = { ok: true } | { ok: false; reason: 'wrong_password' | 'not_found' };

/**
 * Deletes the account and its personal data: the row and everything that hangs from it
 * (sessions, links, tokens, company profile, phone codes) in one statement, then its pictures.
 * An account with a password must give it; a social-only account confirms by its session.
 */
export async function deleteAccount({
  userId,
  password,
}: {
  userId: string;
  password: string | undefined;
}): Promise<DeleteAccountResult> {
  const db = getDb();
  const [user] = await db
    .select({ passwordHash: users.passwordHash, avatarKey: users.avatarKey, coverKey: companyProfiles.coverKey })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return { ok: false, reason: 'not_found' };
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) {
    return { ok: false, reason: 'wrong_password' };
  }
  await db.delete(users).where(eq(users.id, userId));
  const storage = getMediaStorage();
  await Promise.all([user.avatarKey, user.coverKey].filter((key) => key !== null).map((key) => storage.remove(key)));
  return { ok: true };
}
