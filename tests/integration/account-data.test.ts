import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { jpegWithOrientation, png } from '../support/test-images.ts';

// The media store reads its folder once, at first use: point it at a folder of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'galope-media-'));
process.env.GALOPE_DATA_DIR = dataDir;

const { deleteAccount, exportAccountData } = await import('../../server/accounts/account-data.ts');
const { removeAvatar, setAvatar } = await import('../../server/accounts/avatar.ts');
const { hashPassword } = await import('../../server/accounts/password.ts');
const { createSession, findSessionUser } = await import('../../server/accounts/sessions.ts');
const { createUser, findUserById } = await import('../../server/accounts/users.ts');
const { saveCompanyProfile } = await import('../../server/accounts/profiles.ts');
const { getDb } = await import('../../server/db/client.ts');
const { companyProfiles } = await import('../../server/db/tables.ts');

const PASSWORD = 'Herradura-2026';
let passwordHash = '';
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

let counter = 0;
async function newUser(options: { accountType?: 'individual' | 'company'; withPassword?: boolean } = {}) {
  counter += 1;
  const user = await createUser({
    email: `data${counter}-${Date.now()}@example.test`,
    name: 'Nuria Casals',
    passwordHash: options.withPassword === false ? null : passwordHash,
    accountType: options.accountType ?? 'individual',
    locale: 'ca',
  });
  if (!user) throw new Error('user not created');
  return user;
}

const mediaFile = (key: string) => path.join(dataDir, 'media', key);

describe('profile photo', () => {
  test('is stored as an upright square WebP and replaces the previous one', async () => {
    const user = await newUser();
    const first = await setAvatar({
      userId: user.id,
      bytes: await jpegWithOrientation({ width: 900, height: 400, orientation: 6 }),
    });
    if (!first.ok) throw new Error(first.problem);
    expect(first.key).toMatch(new RegExp(`^avatars/${user.id}/[\\w-]+\\.webp$`));
    const stored = await sharp(mediaFile(first.key)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(stored.exif).toBeUndefined();
    expect((await findUserById(user.id))?.avatarKey).toBe(first.key);

    const second = await setAvatar({ userId: user.id, bytes: await png({ width: 500, height: 500 }) });
    if (!second.ok) throw new Error(second.problem);
    expect((await findUserById(user.id))?.avatarKey).toBe(second.key);
    expect(existsSync(mediaFile(first.key))).toBe(false);
    expect(existsSync(mediaFile(second.key))).toBe(true);

    await removeAvatar({ userId: user.id });
    expect((await findUserById(user.id))?.avatarKey).toBeNull();
    expect(existsSync(mediaFile(second.key))).toBe(false);
  });

  test('a refused upload keeps the photo the user had', async () => {
    const user = await newUser();
    const kept = await setAvatar({ userId: user.id, bytes: await png() });
    if (!kept.ok) throw new Error(kept.problem);
    const refused = await setAvatar({ userId: user.id, bytes: Buffer.from('%PDF-1.7 not a picture') });
    expect(refused).toEqual({ ok: false, problem: 'not_an_image' });
    expect((await findUserById(user.id))?.avatarKey).toBe(kept.key);
    expect(existsSync(mediaFile(kept.key))).toBe(true);
  });
});

describe('data export', () => {
  test('holds the account, its company page and its devices, and no secret', async () => {
    const user = await newUser({ accountType: 'company' });
    await saveCompanyProfile({
      userId: user.id,
      input: { title: 'Hípica Casals', description: 'Pupil·latge', position: '', social: [], enabled: true },
    });
    await createSession({ userId: user.id, userAgent: 'Firefox on a phone' });
    const exported = await exportAccountData({ userId: user.id });
    expect(exported?.account).toMatchObject({ name: 'Nuria Casals', email: user.email, language: 'ca' });
    expect(exported?.companyProfile).toMatchObject({ title: 'Hípica Casals', shown: true });
    expect(exported?.signedInDevices).toEqual([expect.objectContaining({ userAgent: 'Firefox on a phone' })]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(passwordHash);
    expect(text).not.toContain(user.chatKey);
  });
});

describe('account deletion', () => {
  test('needs the password, then removes the account, its sessions, its page and its photo', async () => {
    const user = await newUser({ accountType: 'company' });
    await saveCompanyProfile({
      userId: user.id,
      input: { title: 'Cuadra Casals', description: '', position: '', social: [], enabled: true },
    });
    const avatar = await setAvatar({ userId: user.id, bytes: await png() });
    if (!avatar.ok) throw new Error(avatar.problem);
    const token = await createSession({ userId: user.id });

    expect(await deleteAccount({ userId: user.id, password: 'not-it' })).toEqual({
      ok: false,
      reason: 'wrong_password',
    });
    expect(await deleteAccount({ userId: user.id, password: undefined })).toEqual({
      ok: false,
      reason: 'wrong_password',
    });
    expect(await findUserById(user.id)).toBeDefined();

    expect(await deleteAccount({ userId: user.id, password: PASSWORD })).toEqual({ ok: true });
    expect(await findUserById(user.id)).toBeUndefined();
    expect(await findSessionUser(token)).toBeUndefined();
    expect(await getDb().select().from(companyProfiles).where(eq(companyProfiles.userId, user.id))).toEqual([]);
    expect(existsSync(mediaFile(avatar.key))).toBe(false);
  });

  test('an account without a password (social sign-in only) is deleted by its own session', async () => {
    const user = await newUser({ withPassword: false });
    expect(await deleteAccount({ userId: user.id, password: undefined })).toEqual({ ok: true });
    expect(await findUserById(user.id)).toBeUndefined();
  });
});
