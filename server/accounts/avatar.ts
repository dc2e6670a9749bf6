import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';
import { removePicture, type StorePictureResult, storePicture } from '../media/store-picture.ts';

/** Square, sharp on a 2× screen at the largest size pages show it. */
const AVATAR_SIZE = 320;

/**
 * Checks the upload by its content, stores a square WebP without metadata, points the user at
 * it, then removes the picture it replaces. The user id comes from the session, never the form.
 */
export async function setAvatar({
  userId,
  bytes,
}: {
  userId: string;
  bytes: Buffer | undefined;
}): Promise<StorePictureResult> {
  const stored = await storePicture({
    bytes,
    folder: 'avatars',
    ownerId: userId,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  });
  if (stored.ok) await removePicture(await replaceAvatarKey({ userId, key: stored.key }));
  return stored;
}

export async function removeAvatar({ userId }: { userId: string }): Promise<void> {
  await removePicture(await replaceAvatarKey({ userId, key: null }));
}

/** Sets the key and returns the one it replaced, the row locked so two uploads cannot both keep theirs. */
async function replaceAvatarKey({ userId, key }: { userId: string; key: string | null }): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return row?.avatarKey ?? null;
  });
}
