import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../config.ts';
import { singleton } from '../singleton.ts';

/**
 * Where media files live. Keys are relative paths made by the server ('avatars/<user>/<id>.webp'),
 * never a client's file name. The disk store serves one node; an S3-compatible store with the
 * same contract serves many (DESIGN.md, "Media").
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The folder the HTTP server serves under /media, for stores kept on local disk. */
  readonly localDir?: string;
}

const safeKey = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..')) throw new RangeError(`Unsafe media key '${key}'`);
}

export function createDiskMediaStorage(dir: string): MediaStorage {
  return {
    localDir: dir,
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name then renamed would matter for readers of half a file; keys
      // are new every time and not linked before this resolves, so a plain write is enough.
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async read(key) {
      assertSafeKey(key);
      return readFile(path.join(dir, key));
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(dir, key), { force: true });
    },
  };
}

/** The media store of this process: `$GALOPE_DATA_DIR/media`. */
export function getMediaStorage(): MediaStorage {
  return singleton('media-storage', () => createDiskMediaStorage(path.join(readConfig().dataDir, 'media')));
}

export { mediaUrl } from './media-url.ts';
