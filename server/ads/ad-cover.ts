import { and, asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { variantKey } from '../../common/media/variant-key.ts';
import { getDb } from '../db/client.ts';
import { classifiedMedia } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-url.ts';

/**
 * The ad's first ready photo at its smallest width (a notification's `classified_cover`, spec §3),
 * or null when it has none yet.
 */
export async function findAdCoverUrl(adId: string): Promise<string | null> {
  const [photo] = await getDb()
    .select({ id: classifiedMedia.id, widths: classifiedMedia.widths })
    .from(classifiedMedia)
    .where(
      and(
        eq(classifiedMedia.classifiedId, adId),
        eq(classifiedMedia.kind, 'photo'),
        eq(classifiedMedia.status, 'ready'),
      ),
    )
    .orderBy(asc(classifiedMedia.position))
    .limit(1);
  return coverUrl(adId, photo);
}

/**
 * The cover URL (as `findAdCoverUrl`) of each of the given ads that has one, by ad id, in one
 * query. `adIds` may be the caller's subquery of ids (the chat's conversations), so a list does
 * not wait for its own rows before asking.
 */
export async function findAdCoverUrls(adIds: string[] | SQLWrapper): Promise<Map<string, string>> {
  if (Array.isArray(adIds) && adIds.length === 0) return new Map();
  const photos = await getDb()
    .selectDistinctOn([classifiedMedia.classifiedId], {
      adId: classifiedMedia.classifiedId,
      id: classifiedMedia.id,
      widths: classifiedMedia.widths,
    })
    .from(classifiedMedia)
    .where(
      and(
        inArray(classifiedMedia.classifiedId, adIds),
        eq(classifiedMedia.kind, 'photo'),
        eq(classifiedMedia.status, 'ready'),
      ),
    )
    .orderBy(classifiedMedia.classifiedId, asc(classifiedMedia.position));
  return new Map(
    photos.flatMap((photo) => {
      const url = coverUrl(photo.adId, photo);
      return url ? [[photo.adId, url] as const] : [];
    }),
  );
}

/** The smallest WebP of a photo: lists and headers show it at thumbnail size. */
function coverUrl(adId: string, photo: { id: string; widths: number[] } | undefined): string | null {
  const width = photo ? Math.min(...photo.widths) : Number.POSITIVE_INFINITY;
  if (!photo || !Number.isFinite(width)) return null;
  return mediaUrl(variantKey({ adId, mediaId: photo.id, width, format: 'webp' }));
}
