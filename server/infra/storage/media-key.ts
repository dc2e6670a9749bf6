/**
 * The rules every media store shares. Keys are relative paths the server made
 * ('classifieds/<ad>/<id>-640.avif'), never a client's file name: anything else is refused before
 * it reaches a disk or a bucket.
 */
const safeKey = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new RangeError(`Unsafe media key '${key}'`);
}

export function isSafeKey(key: string): boolean {
  return safeKey.test(key) && !key.includes('..');
}

/** A key's file changes never (a new picture gets a new key), so anything may keep it a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
};

/** The type of a stored file, from the extension the server gave its key (never from a client). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** What `read` rejects with for a key never stored; `code` matches the disk store's ENOENT. */
export class MediaNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`No media stored under '${key}'`);
    this.name = 'MediaNotFoundError';
  }
}

/** True when a store said the key holds nothing (either store). */
export function isMediaNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}
