import { inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifiedMedia } from '../db/tables.ts';

/** A photo or video and the ad and user it belongs to. */
export interface MediaOwner {
  id: string;
  classifiedId: string;
  ownerId: string;
}

const COLUMNS = {
  id: classifiedMedia.id,
  classifiedId: classifiedMedia.classifiedId,
  ownerId: classifiedMedia.ownerId,
};

/** Every photo and video of the given ads. */
export function listMediaOfAds(adIds: string[]): Promise<MediaOwner[]> {
  if (adIds.length === 0) return Promise.resolve([]);
  return getDb().select(COLUMNS).from(classifiedMedia).where(inArray(classifiedMedia.classifiedId, adIds));
}

/** The given photos and videos with their ad and owner, by id (those no longer there left out). */
export async function findMediaOwners(mediaIds: string[]): Promise<Map<string, MediaOwner>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await getDb()
    .select(COLUMNS)
    .from(classifiedMedia)
    .where(inArray(classifiedMedia.id, [...new Set(mediaIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
