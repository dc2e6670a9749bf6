import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AD_PHOTO_FORMATS, AD_PHOTO_MAX_BYTES, AD_PHOTOS_MAX, AD_VIDEO_MAX_BYTES } from '../../common/ads/ad-limits.ts';
import { movedOrder, type PhotoMove } from '../../common/ads/photo-order.ts';
import { getDb } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { classifiedMedia, classifieds } from '../db/tables.ts';
import { isUuid } from '../infra/ids.ts';
import { logger } from '../infra/logger.ts';
import { getMediaStorage } from '../infra/storage/media-storage.ts';
import { makePhotoVariants, variantKey } from '../media/photo-variants.ts';
import { type ImageProblem, readImage } from '../media/read-image.ts';
import { checkVideo } from '../media/sniff-video.ts';
import { recordPhotoFingerprint } from '../moderation/photo-fingerprints.ts';
import { hashPhoto } from '../moderation/photo-hash.ts';
import { markMediaChanged } from './ad-revisions.ts';

export type MediaRow = typeof classifiedMedia.$inferSelect;

export type AddPhotoResult =
  | { ok: true; media: MediaRow }
  | { ok: false; problem: ImageProblem | 'too_many' | 'not_found' | 'store_failed' };

/**
 * Adds a photo to the owner's own ad: checked by content now (the person hears at once what is
 * wrong), the original kept, the row written as `processing`; the variants are made in the
 * background (processPhoto), and a restart picks up what was left (processPendingMedia).
 */
export async function addPhoto(options: {
  ownerId: string;
  adId: string;
  bytes: Buffer | undefined;
}): Promise<AddPhotoResult> {
  const ad = await ownAd(options.ownerId, options.adId);
  if (!ad) return { ok: false, problem: 'not_found' };
  const read = await readImage({ bytes: options.bytes, accept: AD_PHOTO_FORMATS, maxBytes: AD_PHOTO_MAX_BYTES });
  if (!read.ok) return read;
  const db = getDb();
  const media = await db.transaction(async (tx) => {
    // The ad row locked: two uploads at once cannot both take the tenth place.
    await tx.select({ id: classifieds.id }).from(classifieds).where(eq(classifieds.id, ad.id)).for('update');
    const [photos] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${classifiedMedia.position}), -1)` })
      .from(classifiedMedia)
      .where(and(eq(classifiedMedia.classifiedId, ad.id), eq(classifiedMedia.kind, 'photo')));
    if ((photos?.n ?? 0) >= AD_PHOTOS_MAX) return undefined;
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(classifiedMedia)
      .values({
        id,
        classifiedId: ad.id,
        ownerId: options.ownerId,
        kind: 'photo',
        position: Number(photos?.last ?? -1) + 1,
        originalKey: `classifieds/${ad.id}/${id}-original.${read.format}`,
      })
      .returning();
    return row;
  });
  if (!media?.originalKey) return { ok: false, problem: 'too_many' };
  try {
    await getMediaStorage().put(media.originalKey, options.bytes as Buffer);
  } catch (error) {
    logger.error({ err: error, mediaId: media.id }, 'ad photo could not be stored');
    await db.delete(classifiedMedia).where(eq(classifiedMedia.id, media.id));
    return { ok: false, problem: 'store_failed' };
  }
  await markMediaChanged(ad.id);
  void processPhoto(media.id);
  return { ok: true, media };
}

const running = new Map<string, Promise<void>>();

/**
 * Makes the variants of one photo, then drops its original. A second call while the first runs
 * waits for the same work (the restart sweep and a test may both ask).
 */
export function processPhoto(mediaId: string): Promise<void> {
  const current =
    running.get(mediaId) ?? oneAtATime(() => preparePhoto(mediaId)).finally(() => running.delete(mediaId));
  running.set(mediaId, current);
  return current;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Photos are prepared one after another: each already encodes two variants at once, and more
 * would fill Node's thread pool, where password hashing and file reads of every request wait too
 * (seen as sign-ups timing out while three uploads were being prepared).
 */
function oneAtATime(task: () => Promise<void>): Promise<void> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

async function preparePhoto(mediaId: string): Promise<void> {
  try {
    const [media] = await getDb().select().from(classifiedMedia).where(eq(classifiedMedia.id, mediaId));
    if (media?.status !== 'processing' || !media.originalKey) return;
    const storage = getMediaStorage();
    const bytes = await storage.read(media.originalKey);
    const read = await readImage({ bytes, accept: AD_PHOTO_FORMATS, maxBytes: AD_PHOTO_MAX_BYTES });
    if (!read.ok) throw new Error(`stored original is no longer readable: ${read.problem}`);
    // The fingerprint is taken from the upload itself, as the moderation queue compares photos.
    const [made, hash] = await Promise.all([makePhotoVariants({ image: read.image }), hashPhoto(read.image)]);
    for (const variant of made.variants) {
      await storage.put(
        variantKey({ adId: media.classifiedId, mediaId, width: variant.width, format: variant.format }),
        variant.bytes,
      );
    }
    await getDb()
      .update(classifiedMedia)
      .set({
        status: 'ready',
        widths: [...new Set(made.variants.map((variant) => variant.width))].sort((a, b) => a - b),
        width: made.width,
        height: made.height,
        placeholder: made.placeholder,
        originalKey: null,
      })
      .where(eq(classifiedMedia.id, mediaId));
    await storage.remove(media.originalKey);
    await recordPhotoFingerprint({ mediaId, ownerId: media.ownerId, hash }).catch((error: unknown) =>
      // A photo without its fingerprint is still a good photo: only the duplicate flag misses it.
      logger.error({ err: error, mediaId }, 'photo fingerprint not recorded'),
    );
  } catch (error) {
    logger.error({ err: error, mediaId }, 'ad photo could not be processed');
    // Marked failed so the owner is told to upload it again; a database gone away (shutdown)
    // leaves it `processing`, and the next start's sweep prepares it.
    await getDb()
      .update(classifiedMedia)
      .set({ status: 'failed' })
      .where(eq(classifiedMedia.id, mediaId))
      .catch(() => undefined);
  }
}

/** Waits for every photo being prepared in this process (tests, and a graceful shutdown). */
export async function settlePhotoProcessing(): Promise<void> {
  await Promise.allSettled([...running.values()]);
}

/** At start: the photos a stopped process left half done, oldest first, one at a time. */
export async function processPendingMedia(): Promise<number> {
  const pending = await getDb()
    .select({ id: classifiedMedia.id })
    .from(classifiedMedia)
    .where(eq(classifiedMedia.status, 'processing'))
    .orderBy(asc(classifiedMedia.createdAt));
  for (const { id } of pending) await processPhoto(id);
  return pending.length;
}

export type AddVideoResult =
  | { ok: true; media: MediaRow }
  | { ok: false; problem: 'missing' | 'too_large' | 'not_a_video' | 'not_found' | 'store_failed' };

/** One mp4 per ad, checked by its container; a new one replaces the old. */
export async function addVideo(options: {
  ownerId: string;
  adId: string;
  bytes: Buffer | undefined;
}): Promise<AddVideoResult> {
  const ad = await ownAd(options.ownerId, options.adId);
  if (!ad) return { ok: false, problem: 'not_found' };
  const checked = await checkVideo({ bytes: options.bytes, maxBytes: AD_VIDEO_MAX_BYTES });
  if (!checked.ok) return checked;
  const id = crypto.randomUUID();
  const videoKey = `classifieds/${ad.id}/${id}.mp4`;
  try {
    await getMediaStorage().put(videoKey, options.bytes as Buffer);
  } catch (error) {
    logger.error({ err: error, adId: ad.id }, 'ad video could not be stored');
    return { ok: false, problem: 'store_failed' };
  }
  const old = await getDb()
    .delete(classifiedMedia)
    .where(and(eq(classifiedMedia.classifiedId, ad.id), eq(classifiedMedia.kind, 'video')))
    .returning();
  const [media] = await getDb()
    .insert(classifiedMedia)
    .values({
      id,
      classifiedId: ad.id,
      ownerId: options.ownerId,
      kind: 'video',
      position: 0,
      status: 'ready',
      videoKey,
    })
    .returning();
  await removeAdMediaFiles(old);
  await markMediaChanged(ad.id);
  if (!media) throw new Error('video row not written');
  return { ok: true, media };
}

/** Removes one photo or the video: only its uploader, on their own ad (spec §6). */
export async function removeMedia({ ownerId, mediaId }: { ownerId: string; mediaId: string }): Promise<boolean> {
  if (!isUuid(mediaId)) return false;
  const removed = await getDb()
    .delete(classifiedMedia)
    .where(and(eq(classifiedMedia.id, mediaId), eq(classifiedMedia.ownerId, ownerId)))
    .returning();
  await removeAdMediaFiles(removed);
  for (const row of removed) await markMediaChanged(row.classifiedId);
  return removed.length > 0;
}

/**
 * Moves a photo: one place earlier or later, to the front (the cover), or to a place by number
 * (a drag and drop). Only its uploader may; the ad's photos are renumbered 0…n-1.
 */
export async function movePhoto(options: { ownerId: string; mediaId: string; to: PhotoMove }): Promise<boolean> {
  if (!isUuid(options.mediaId)) return false;
  return getDb().transaction(async (tx) => {
    const [media] = await tx
      .select({ classifiedId: classifiedMedia.classifiedId })
      .from(classifiedMedia)
      .where(
        and(
          eq(classifiedMedia.id, options.mediaId),
          eq(classifiedMedia.ownerId, options.ownerId),
          eq(classifiedMedia.kind, 'photo'),
        ),
      );
    if (!media) return false;
    const photos = await tx
      .select({ id: classifiedMedia.id, position: classifiedMedia.position })
      .from(classifiedMedia)
      .where(and(eq(classifiedMedia.classifiedId, media.classifiedId), eq(classifiedMedia.kind, 'photo')))
      .orderBy(asc(classifiedMedia.position))
      .for('update');
    const order = movedOrder(
      photos.map((photo) => photo.id),
      options.mediaId,
      options.to,
    );
    for (const [index, id] of order.entries()) {
      if (photos.find((photo) => photo.id === id)?.position !== index) {
        await tx.update(classifiedMedia).set({ position: index }).where(eq(classifiedMedia.id, id));
      }
    }
    return true;
  });
}

/** An ad's media in order: photos by position, then the video. */
export function listAdMedia(adId: string): Promise<MediaRow[]> {
  return adMedia().execute({ adId });
}

/** Every ad page asks it. */
const adMedia = preparedStatement((db) =>
  db
    .select()
    .from(classifiedMedia)
    .where(eq(classifiedMedia.classifiedId, sql.placeholder('adId')))
    .orderBy(sql`${classifiedMedia.kind} = 'video'`, asc(classifiedMedia.position))
    .prepare('ad_media'),
);

/** The files of media rows already deleted: original, variants, video. */
export async function removeAdMediaFiles(rows: MediaRow[]): Promise<void> {
  const storage = getMediaStorage();
  const keys = rows.flatMap((row) => [
    ...(row.originalKey ? [row.originalKey] : []),
    ...(row.videoKey ? [row.videoKey] : []),
    ...row.widths.flatMap((width) =>
      (['webp', 'avif'] as const).map((format) =>
        variantKey({ adId: row.classifiedId, mediaId: row.id, width, format }),
      ),
    ),
  ]);
  await Promise.all(keys.map((key) => storage.remove(key)));
}

async function ownAd(ownerId: string, adId: string) {
  if (!isUuid(adId)) return undefined;
  const [ad] = await getDb()
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, ownerId), sql`${classifieds.status} <> 'deleted'`));
  return ad;
}
