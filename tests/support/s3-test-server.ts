import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, type HeadObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type S3TestServer = {
  /** The settings that point the app at this server (S3_BUCKET, S3_ENDPOINT, keys, path style). */
  env: Record<string, string>;
  bucket: string;
  /** What the bucket holds under a key (type, caching), or undefined when it holds nothing. */
  head(key: string): Promise<HeadObjectCommandOutput | undefined>;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a folder
 * of its own, with one empty bucket: tests cover what the app sends over the S3 protocol, not
 * what it hands to a stubbed client. s3rver knows the key 'S3RVER' / 'S3RVER'; it does not check
 * SigV4 signatures (docs/decisions/0013-s3-media-storage.md).
 */
export async function startS3TestServer(
  bucket = 'galope-media',
  { port: askedPort = 0 }: { port?: number } = {},
): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'galope-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: askedPort, silent: true, directory });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    bucket,
    async head(key) {
      try {
        return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return undefined;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
