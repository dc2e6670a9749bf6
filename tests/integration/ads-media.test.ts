import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { landscapeJpeg } from '../support/test-images.ts';

// The media store reads its folder once, at first use: a folder of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'galope-ad-media-'));
process.env.GALOPE_DATA_DIR = dataDir;

const { createDraft } = await import('../../server/ads/ad-drafts.ts');
const { addPhoto, listAdMedia, movePhoto, processPhoto, removeMedia, settlePhotoProcessing } = await import(
  '../../server/ads/ad-media.ts'
);
const { createUser } = await import('../../server/accounts/users.ts');
const { variantKey } = await import('../../common/media/variant-key.ts');

let counter = 0;
async function newOwner() {
  counter += 1;
  const user = await createUser({
    email: `media${counter}-${Date.now()}@example.test`,
    name: 'Teresa Fotos',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

describe('ad photos', () => {
  test('are prepared as WebP and AVIF at the spec widths, and the original is dropped', async () => {
    const owner = await newOwner();
    const ad = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    const added = await addPhoto({
      ownerId: owner.id,
      adId: ad.id,
      bytes: await landscapeJpeg({ width: 1100, height: 800 }),
    });
    if (!added.ok) throw new Error(added.problem);
    await processPhoto(added.media.id);
    const [media] = await listAdMedia(ad.id);
    expect(media).toMatchObject({
      status: 'ready',
      widths: [320, 640, 768, 1024],
      width: 1100,
      height: 800,
      originalKey: null,
    });
    expect(media?.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const width of [320, 1024]) {
      for (const format of ['webp', 'avif'] as const) {
        const key = variantKey({ adId: ad.id, mediaId: added.media.id, width, format });
        expect(existsSync(path.join(dataDir, 'media', key)), key).toBe(true);
      }
    }
    expect(existsSync(path.join(dataDir, 'media', added.media.originalKey ?? 'none'))).toBe(false);
  });

  test('an eleventh photo is refused, and so is a PDF named .jpg', async () => {
    const owner = await newOwner();
    const ad = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    const photo = await landscapeJpeg({ width: 400, height: 300 });
    for (let index = 0; index < 10; index++) {
      expect((await addPhoto({ ownerId: owner.id, adId: ad.id, bytes: photo })).ok).toBe(true);
    }
    expect(await addPhoto({ ownerId: owner.id, adId: ad.id, bytes: photo })).toEqual({
      ok: false,
      problem: 'too_many',
    });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj');
    const other = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    expect(await addPhoto({ ownerId: owner.id, adId: other.id, bytes: pdf })).toEqual({
      ok: false,
      problem: 'not_an_image',
    });
    expect(await listAdMedia(other.id)).toEqual([]);
  });

  test('move to the front, one place, or to a place by number; positions stay 0…n-1', async () => {
    const owner = await newOwner();
    const ad = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    const photo = await landscapeJpeg({ width: 400, height: 300 });
    const ids: string[] = [];
    for (let index = 0; index < 4; index++) {
      const added = await addPhoto({ ownerId: owner.id, adId: ad.id, bytes: photo });
      if (!added.ok) throw new Error(added.problem);
      ids.push(added.media.id);
    }
    const order = async () => (await listAdMedia(ad.id)).map((media) => [ids.indexOf(media.id), media.position]);
    expect(await movePhoto({ ownerId: owner.id, mediaId: ids[3] ?? '', to: 'first' })).toBe(true);
    expect(await order()).toEqual([
      [3, 0],
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    await movePhoto({ ownerId: owner.id, mediaId: ids[3] ?? '', to: 2 });
    expect(await order()).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    await movePhoto({ ownerId: owner.id, mediaId: ids[0] ?? '', to: 'later' });
    expect(await order()).toEqual([
      [1, 0],
      [0, 1],
      [3, 2],
      [2, 3],
    ]);
    const stranger = await newOwner();
    expect(await movePhoto({ ownerId: stranger.id, mediaId: ids[0] ?? '', to: 'first' })).toBe(false);
    await settlePhotoProcessing();
  });

  test('another user can neither add photos to an ad nor remove its photos', async () => {
    const owner = await newOwner();
    const intruder = await newOwner();
    const ad = await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    const photo = await landscapeJpeg({ width: 400, height: 300 });
    expect(await addPhoto({ ownerId: intruder.id, adId: ad.id, bytes: photo })).toEqual({
      ok: false,
      problem: 'not_found',
    });
    const added = await addPhoto({ ownerId: owner.id, adId: ad.id, bytes: photo });
    if (!added.ok) throw new Error(added.problem);
    expect(await removeMedia({ ownerId: intruder.id, mediaId: added.media.id })).toBe(false);
    expect(await listAdMedia(ad.id)).toHaveLength(1);
    expect(await removeMedia({ ownerId: owner.id, mediaId: added.media.id })).toBe(true);
    expect(await listAdMedia(ad.id)).toEqual([]);
    await settlePhotoProcessing();
  });
});
