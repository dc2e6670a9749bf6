import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeOf, IMMUTABLE_CACHE_CONTROL, isSafeKey, MediaNotFoundError } from './media-key.ts';
import type { MediaStorage, OpenedMedia } from './media-storage-contract.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither; neither leaves the SDK's default chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Media in an S3-compatible bucket, for several nodes behind a CDN (DESIGN.md, "Media"). Objects
 * are written with their type and a year of immutable caching, so the bucket or a CDN in front
 * of it serves them as the app would.
 */
export function createS3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Since early 2025 the SDK adds CRC32 checksum headers to every upload, which several S3-compatible
    // services (older MinIO, R2, B2) refuse: outside AWS, only where an operation needs them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // A bucket that stops answering fails an upload in seconds instead of holding the request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new Error(`S3 answered no body for '${key}'`);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (errorName(error) === 'NoSuchKey') throw new MediaNotFoundError(key);
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      // S3 answers a delete of a missing key with success, like the disk store's `force`.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const { Key } of page.Contents ?? []) if (Key && isSafeKey(Key)) yield Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async open(key, request) {
      if (!isSafeKey(key)) return { status: 404 };
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: request.range, IfNoneMatch: request.ifNoneMatch }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered no stream for '${key}'`);
        return {
          status: object.ContentRange ? 206 : 200,
          body: object.Body,
          length: object.ContentLength,
          range: object.ContentRange,
          etag: object.ETag,
          lastModified: object.LastModified,
        } satisfies OpenedMedia;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 304) return { status: 304, etag: request.ifNoneMatch };
        if (errorName(error) === 'NoSuchKey') return { status: 404 };
        if (errorName(error) === 'InvalidRange' || status === 416) return { status: 416 };
        throw error;
      }
    },
  };
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: string } | null)?.name;
}
