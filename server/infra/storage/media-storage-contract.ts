import type { Readable } from 'node:stream';

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
type MediaAnswer = OpenedMedia | { status: 304; etag?: string } | { status: 404 } | { status: 416 };
