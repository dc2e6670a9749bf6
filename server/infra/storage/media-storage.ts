import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, readConfig } from '../config.ts';
import { singleton } from '../singleton.ts';
import { assertSafeKey, isSafeKey } from './media-key.ts';
import type { MediaStorage } from './media-storage-contract.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

export type { MediaStorage };

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
    async *list() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Only what `put` could have written: a stray file (an editor's backup) is not media.
        if (isSafeKey(key)) yield key;
      }
    },
  };
}

/** The media store of this process: the S3 bucket when S3_BUCKET is set, else `$GALOPE_DATA_DIR/media`. */
export function getMediaStorage(): MediaStorage {
  return singleton('media-storage', () => createMediaStorage(readConfig()));
}

function createMediaStorage(config: Config): MediaStorage {
  if (!config.S3_BUCKET) return createDiskMediaStorage(path.join(config.dataDir, 'media'));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return createS3MediaStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

export { mediaUrl } from './media-url.ts';
