import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { jpegWithOrientation, photoJpeg } from '../../tests/support/test-images.ts';
import { makePhotoVariants, PHOTO_WIDTHS, variantKey } from './photo-variants.ts';
import { readImage } from './read-image.ts';

async function variantsOf(bytes: Buffer) {
  const read = await readImage({ bytes, accept: ['jpg', 'png', 'webp'], maxBytes: 20 * 1024 * 1024 });
  if (!read.ok) throw new Error(read.problem);
  return makePhotoVariants({ image: read.image });
}

describe('makePhotoVariants', () => {
  test('makes every spec width from 320 to 1536 in WebP and AVIF for a 2000-pixel-wide photo', async () => {
    const photo = await photoJpeg({ width: 2000, height: 1500, exif: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await variantsOf(photo);
    expect([result.width, result.height]).toEqual([2000, 1500]);
    expect(result.variants.map(({ width, format }) => `${width}.${format}`).sort()).toEqual(
      PHOTO_WIDTHS.flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
    );
    for (const variant of result.variants) {
      const written = await sharp(variant.bytes).metadata();
      expect(written.format).toBe(variant.format === 'webp' ? 'webp' : 'heif');
      expect(written.width).toBe(variant.width);
      expect(written.height).toBe(Math.round((variant.width * 1500) / 2000));
      expect(written.exif).toBeUndefined();
    }
  }, 30_000);

  test('never enlarges: a 500-pixel-wide photo gets only its 320 variants', async () => {
    const result = await variantsOf(await photoJpeg({ width: 500, height: 250 }));
    expect(result.variants.map(({ width, format }) => [width, format])).toEqual([
      [320, 'webp'],
      [320, 'avif'],
    ]);
    expect((await sharp(result.variants[0]!.bytes).metadata()).height).toBe(160);
  });

  test('keeps a photo narrower than 320 pixels at its own width', async () => {
    const result = await variantsOf(await photoJpeg({ width: 200, height: 300 }));
    expect(result.variants.map(({ width }) => width)).toEqual([200, 200]);
    const avif = await sharp(result.variants[1]!.bytes).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 200, 300]);
  });

  test('sizes a photo turned by its EXIF orientation as it is seen, upright', async () => {
    // Stored 800 × 400 with orientation 6 (rotated 90°): shown as a 400 × 800 portrait.
    const result = await variantsOf(await jpegWithOrientation({ width: 800, height: 400, orientation: 6 }));
    expect([result.width, result.height]).toEqual([400, 800]);
    const largest = await sharp(result.variants.find((variant) => variant.format === 'webp')!.bytes).metadata();
    expect([largest.width, largest.height]).toEqual([320, 640]);
  });

  test('gives a blurred placeholder as a WebP data URL under a kilobyte', async () => {
    const { placeholder } = await variantsOf(await photoJpeg({ width: 1200, height: 900 }));
    const [prefix, base64] = placeholder.split(',');
    expect(prefix).toBe('data:image/webp;base64');
    expect(placeholder.length).toBeLessThan(1024);
    const decoded = await sharp(Buffer.from(base64!, 'base64')).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', 16, 12]);
  });
});

describe('variantKey', () => {
  test('names a variant under its ad, by media id, width and format', () => {
    const adId = '0b5d3c1e-8f5a-4c43-9a57-3f6f0e2d7a11';
    const mediaId = 'c9a1f7de-2b34-4e0b-8d4f-6a2b1c3d4e5f';
    const key = variantKey({ adId, mediaId, width: 640, format: 'avif' });
    expect(key).toBe(`classifieds/${adId}/${mediaId}-640.avif`);
    expect(key).toMatch(/^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/);
  });
});
