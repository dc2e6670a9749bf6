import { describe, expect, test } from 'vitest';
import { jpegWithOrientation, landscapeJpeg, png, pngClaiming, webp } from '../../tests/support/test-images.ts';
import { readImage } from './read-image.ts';

const MB = 1024 * 1024;
const accept = ['jpg', 'png'] as const;

describe('readImage', () => {
  test('accepts a JPEG and a PNG by their content', async () => {
    const jpeg = await readImage({
      bytes: await jpegWithOrientation({ width: 30, height: 20, orientation: 1 }),
      accept,
      maxBytes: MB,
    });
    expect(jpeg).toMatchObject({ ok: true, format: 'jpg' });
    expect(await readImage({ bytes: await png(), accept, maxBytes: MB })).toMatchObject({ ok: true, format: 'png' });
  });

  test('turns a photo upright from its EXIF orientation and keeps no metadata', async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise, so the picture is portrait.
    const result = await readImage({
      bytes: await jpegWithOrientation({ width: 60, height: 20, orientation: 6 }),
      accept,
      maxBytes: MB,
    });
    if (!result.ok) throw new Error(result.problem);
    const { data, info } = await result.image.webp().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([20, 60]);
    const sharp = (await import('sharp')).default;
    const written = await sharp(data).metadata();
    expect(written.exif).toBeUndefined();
    expect(written.orientation).toBeUndefined();
  });

  test('says what is wrong: nothing, too heavy, not an allowed picture, too many pixels', async () => {
    expect(await readImage({ bytes: undefined, accept, maxBytes: MB })).toEqual({ ok: false, problem: 'missing' });
    expect(await readImage({ bytes: Buffer.alloc(0), accept, maxBytes: MB })).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(await readImage({ bytes: await png(), accept, maxBytes: 10 })).toEqual({ ok: false, problem: 'too_large' });
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await readImage({ bytes: text, accept, maxBytes: MB })).toEqual({ ok: false, problem: 'not_an_image' });
    expect(await readImage({ bytes: await webp(), accept, maxBytes: MB })).toEqual({
      ok: false,
      problem: 'not_an_image',
    });
    const bomb = pngClaiming({ width: 20_000, height: 20_000 });
    expect(await readImage({ bytes: bomb, accept, maxBytes: MB })).toEqual({ ok: false, problem: 'too_many_pixels' });
  });

  test('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a picture at all')]);
    expect(await readImage({ bytes: fake, accept, maxBytes: MB })).toEqual({ ok: false, problem: 'not_an_image' });
  });

  test('refuses a JPEG cut short after a sound header (it would only fail later, in the background)', async () => {
    const photo = await landscapeJpeg({ width: 400, height: 300 });
    const cut = photo.subarray(0, Math.floor(photo.length / 3));
    expect(await readImage({ bytes: cut, accept, maxBytes: MB })).toEqual({ ok: false, problem: 'not_an_image' });
    expect(await readImage({ bytes: photo, accept, maxBytes: MB })).toMatchObject({ ok: true });
  });
});
