import { mkdtemp, readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3TestServer } from '../support/s3-test-server.ts';
import { landscapeJpeg } from '../support/test-images.ts';

// A real S3-compatible server with an empty bucket; the app is pointed at it before its modules
// load (the media store is chosen once, at first use). The data folder must stay free of media.
const s3 = await startS3TestServer();
const dataDir = await mkdtemp(path.join(tmpdir(), 'galope-s3-media-'));
Object.assign(process.env, s3.env, { GALOPE_DATA_DIR: dataDir });

const { getMediaStorage } = await import('../../server/infra/storage/media-storage.ts');
const { isMediaNotFound } = await import('../../server/infra/storage/media-key.ts');
const { createApp } = await import('../../server/http/create-app.ts');
const { createUser } = await import('../../server/accounts/users.ts');
const { createDraft } = await import('../../server/ads/ad-drafts.ts');
const { addPhoto, listAdMedia, processPhoto, removeMedia } = await import('../../server/ads/ad-media.ts');
const { viewAdPhoto } = await import('../../server/ads/ad-photo-view.ts');
const { variantKey } = await import('../../common/media/variant-key.ts');

const storage = getMediaStorage();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer(createApp({ rootDir: process.cwd() }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await s3.stop();
});

let counter = 0;
function newKey(extension = 'webp') {
  counter += 1;
  return `tests/${Date.now()}-${counter}.${extension}`;
}

describe('the S3 media store', () => {
  test('is the store when S3_BUCKET is set, and keeps nothing on local disk', async () => {
    expect(storage.localDir).toBeUndefined();
    await storage.put(newKey(), Buffer.from('bytes'));
    await expect(readdir(dataDir)).resolves.not.toContain('media');
  });

  test('lists every stored key, for backups (docs/decisions/0035)', async () => {
    const keys = [newKey(), newKey('avif'), newKey('jpg')];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(keys));
    await storage.remove(keys[0] as string);
    const after: string[] = [];
    for await (const key of storage.list()) after.push(key);
    expect(after).not.toContain(keys[0]);
  });

  test('puts, reads back and removes a file, stored with its type and a year of immutable caching', async () => {
    const key = newKey('avif');
    const bytes = Buffer.from([0, 1, 2, 3, 250, 251, 252, 253]);
    await storage.put(key, bytes);
    const stored = await s3.head(key);
    expect(stored?.ContentType).toBe('image/avif');
    expect(stored?.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(stored?.ContentLength).toBe(bytes.length);
    expect(await storage.read(key)).toEqual(bytes);
    await storage.remove(key);
    expect(await s3.head(key)).toBeUndefined();
  });

  test('refuses keys the server would never make, before anything reaches the bucket', async () => {
    for (const key of ['../secret.webp', 'avatars/../../x.webp', 'Avatars/x.webp', 'avatars/x', '/avatars/x.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe media key/);
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe media key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Unsafe media key/);
    }
    expect(await s3.head('Avatars/x.webp')).toBeUndefined();
  });

  test('a key never stored reads as not found, and removing it is harmless', async () => {
    const key = newKey();
    const error = await storage.read(key).catch((caught: unknown) => caught);
    expect(isMediaNotFound(error)).toBe(true);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });
});

describe('/media served from the bucket', () => {
  test('streams a stored file with its type and immutable caching, and 404s a missing one', async () => {
    const key = newKey('webp');
    const bytes = Buffer.from('RIFF....WEBPVP8 not really a picture');
    await storage.put(key, bytes);
    const response = await fetch(`${origin}/media/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const missing = await fetch(`${origin}/media/${newKey('webp')}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
    expect((await fetch(`${origin}/media/tests/..%2f..%2fsecret.webp`)).status).toBe(404);
  });

  test('answers a range of a video (what Safari asks for), 416 past its end, and "not modified" to a revalidation', async () => {
    const key = newKey('mp4');
    await storage.put(key, Buffer.from('0123456789abcdef'));
    const part = await fetch(`${origin}/media/${key}`, { headers: { Range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe('bytes 4-7/16');
    expect(await part.text()).toBe('4567');
    expect((await fetch(`${origin}/media/${key}`, { headers: { Range: 'bytes=50-60' } })).status).toBe(416);

    const whole = await fetch(`${origin}/media/${key}`);
    const etag = whole.headers.get('etag');
    await whole.arrayBuffer();
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/media/${key}`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('ad photos in the bucket', () => {
  test('an uploaded photo lands as WebP and AVIF variants, its original is dropped, pages link to them', async () => {
    const owner = await createUser({
      email: `s3-${Date.now()}@example.test`,
      name: 'Nuria Cubo',
      passwordHash: null,
      accountType: 'individual',
      locale: 'es',
    });
    if (!owner) throw new Error('user not created');
    const ad = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    const added = await addPhoto({
      ownerId: owner.id,
      adId: ad.id,
      bytes: await landscapeJpeg({ width: 900, height: 600 }),
    });
    if (!added.ok) throw new Error(added.problem);
    const originalKey = added.media.originalKey ?? '';
    await processPhoto(added.media.id);

    const [media] = await listAdMedia(ad.id);
    if (!media) throw new Error('photo row missing');
    expect(media).toMatchObject({ status: 'ready', widths: [320, 640, 768], originalKey: null });
    for (const width of media.widths) {
      for (const format of ['webp', 'avif'] as const) {
        const key = variantKey({ adId: ad.id, mediaId: media.id, width, format });
        const stored = await s3.head(key);
        expect(stored?.ContentType, key).toBe(`image/${format}`);
        expect(stored?.CacheControl, key).toBe('public, max-age=31536000, immutable');
      }
    }
    expect(await s3.head(originalKey)).toBeUndefined();

    const src = viewAdPhoto(media).src ?? '';
    expect(src).toMatch(/^\/media\/classifieds\/.+-768\.webp$/);
    const served = await fetch(`${origin}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBe(
      Number((await s3.head(src.slice('/media/'.length)))?.ContentLength),
    );

    expect(await removeMedia({ ownerId: owner.id, mediaId: media.id })).toBe(true);
    expect(await s3.head(src.slice('/media/'.length))).toBeUndefined();
  });
});
