import { and, arrayOverlaps, ne, sql } from 'drizzle-orm';
import { findMediaOwners } from '../ads/ad-media-owners.ts';
import { getDb } from '../db/client.ts';
import { photoFingerprints, photoMatches } from '../db/tables.ts';
import { hashBands, SAME_PHOTO_MAX_DISTANCE } from './photo-hash.ts';

/**
 * Stores a processed photo's fingerprint and records every photo of another user that is the
 * same picture (within SAME_PHOTO_MAX_DISTANCE bits): the moderation queue flags both ads.
 * The band index narrows the search to photos sharing a band; PostgreSQL counts the exact bits.
 * Returns how many matches were found. A photo without a hash (a flat picture) is skipped.
 */
export async function recordPhotoFingerprint(options: {
  mediaId: string;
  ownerId: string;
  hash: bigint | undefined;
}): Promise<number> {
  const { mediaId, ownerId, hash } = options;
  if (hash === undefined) return 0;
  const bands = hashBands(hash);
  return getDb().transaction(async (tx) => {
    await tx
      .insert(photoFingerprints)
      .values({ mediaId, hash, bands })
      .onConflictDoUpdate({ target: photoFingerprints.mediaId, set: { hash, bands } });
    const distance = sql<number>`bit_count((${photoFingerprints.hash} # ${hash.toString()}::bigint)::bit(64))::int`;
    const near = await tx
      .select({ mediaId: photoFingerprints.mediaId, distance })
      .from(photoFingerprints)
      .where(
        and(
          arrayOverlaps(photoFingerprints.bands, bands),
          ne(photoFingerprints.mediaId, mediaId),
          sql`${distance} <= ${SAME_PHOTO_MAX_DISTANCE}`,
        ),
      );
    // Only another user's photo counts: the user's own photos may repeat.
    const owners = await findMediaOwners(near.map((match) => match.mediaId));
    const matches = near.filter((match) => {
      const owner = owners.get(match.mediaId)?.ownerId;
      return owner !== undefined && owner !== ownerId;
    });
    if (matches.length > 0) {
      await tx
        .insert(photoMatches)
        .values(matches.map((match) => ({ mediaId, matchedMediaId: match.mediaId, distance: match.distance })))
        .onConflictDoNothing();
    }
    return matches.length;
  });
}
