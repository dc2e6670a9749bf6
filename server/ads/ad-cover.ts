import { and, asc, eq } from 'drizzle-orm';
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
  const width = photo ? Math.min(...photo.widths) : Number.POSITIVE_INFINITY;
  if (!photo || !Number.isFinite(width)) return null;
  return mediaUrl(variantKey({ adId, mediaId: photo.id, width, format: 'webp' }));
}
