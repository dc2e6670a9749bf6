import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { companyProfiles } from '../db/tables.ts';
import { removePicture, type StorePictureResult, storePicture } from '../media/store-picture.ts';

/** The professional header's band: 3.2 : 1, wide enough for a laptop screen. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = 500;

export type CoverResult = StorePictureResult | { ok: false; problem: 'no_profile' };

/** A company's cover photo, on the profile it has saved (the session's own; never one named in the form). */
export async function setCompanyCover({
  userId,
  bytes,
}: {
  userId: string;
  bytes: Buffer | undefined;
}): Promise<CoverResult> {
  if (!(await hasProfile(userId))) return { ok: false, problem: 'no_profile' };
  const stored = await storePicture({
    bytes,
    folder: 'covers',
    ownerId: userId,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
  });
  if (stored.ok) await removePicture(await replaceCoverKey({ userId, key: stored.key }));
  return stored;
}

export async function removeCompanyCover({ userId }: { userId: string }): Promise<void> {
  await removePicture(await replaceCoverKey({ userId, key: null }));
}

async function hasProfile(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ userId: companyProfiles.userId })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, userId));
  return rows.length > 0;
}

async function replaceCoverKey({ userId, key }: { userId: string; key: string | null }): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ coverKey: companyProfiles.coverKey })
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, userId))
      .for('update');
    await tx
      .update(companyProfiles)
      .set({ coverKey: key, updatedAt: new Date() })
      .where(eq(companyProfiles.userId, userId));
    return row?.coverKey ?? null;
  });
}
