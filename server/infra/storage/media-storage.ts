import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type Config, readConfig } from '../config.ts';
import { singleton } from '../singleton.ts';
import { assertSafeKey, isSafeKey } from './media-key.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

/**
 * Where media files live. Keys are relative paths made by the server ('avatars/<user>/<id>.webp'),
 * never a client's file name. The disk store serves one node; an S3-compatible store with the
 * same contract serves many (DESIGN.md, "Media").
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Rejects with an error whose `code` is 'ENOENT' when nothing is stored under the key. */
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every stored key, in no set order (backups walk the whole store). */
  list(): AsyncIterable<string>;
  /** The folder the HTTP server serves under /media, for stores kept on local disk. */
  readonly localDir?: string;
  /** A stored file as a stream for /media, for stores the HTTP server cannot read as files. */
  open?(key: string, request: { range?: string; ifNoneMatch?: string }): Promise<MediaAnswer>;
}

export interface OpenedMedia {
  status: 200 | 206;
  body: Readable;
  length?: number;
  /** `bytes 0-99/1234` when a range was asked (videos). */
  range?: string;
  etag?: string;
  lastModified?: Date;
}

/** What /media answers: the file (whole or a range), "not modified", "no such file", "bad range". */
export type MediaAnswer = OpenedMedia | { status: 304; etag?: string } | { status: 404 } | { status: 416 };

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
