import { randomBytes } from 'node:crypto';
import { PICTURE_FORMATS, PICTURE_MAX_BYTES } from '../../common/media/picture-limits.ts';
import { logger } from '../infra/logger.ts';
import { getMediaStorage } from '../infra/storage/media-storage.ts';
import { type ImageProblem, readImage } from './read-image.ts';

export type StorePictureResult = { ok: true; key: string } | { ok: false; problem: ImageProblem | 'store_failed' };

/**
 * Checks an upload by its content and stores it as one WebP of the given size, cropped to fill
 * it, without metadata, under `{folder}/{owner}/{random}.webp`. The caller points a row at the
 * key, then removes the key it replaced (`replacePicture`).
 */
export async function storePicture(options: {
  bytes: Buffer | undefined;
  folder: 'avatars' | 'covers';
  ownerId: string;
  width: number;
  height: number;
}): Promise<StorePictureResult> {
  const read = await readImage({ bytes: options.bytes, accept: PICTURE_FORMATS, maxBytes: PICTURE_MAX_BYTES });
  if (!read.ok) return read;
  const key = `${options.folder}/${options.ownerId}/${randomBytes(12).toString('base64url')}.webp`;
  try {
    const webp = await read.image
      .resize(options.width, options.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    await getMediaStorage().put(key, webp);
    return { ok: true, key };
  } catch (error) {
    logger.error({ err: error, key }, 'picture could not be stored');
    return { ok: false, problem: 'store_failed' };
  }
}

/** Removes the file a row no longer points at; a missing file is not an error. */
export async function removePicture(key: string | null | undefined): Promise<void> {
  if (key) await getMediaStorage().remove(key);
}
