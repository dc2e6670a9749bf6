import { describe, expect, test } from 'vitest';
import { jpegWithOrientation } from '../../tests/support/test-images.ts';
import { checkVideo, VIDEO_MAX_BYTES } from './sniff-video.ts';

/** An ISO-BMFF box: 32-bit size, 4-letter type, payload. */
function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** The start of an MP4: `ftyp` (major brand isom, version 512, compatible isom/iso2/mp41), a tiny `mdat`. */
function minimalMp4(majorBrand = 'isom'): Buffer {
  const version = Buffer.alloc(4);
  version.writeUInt32BE(512);
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(majorBrand, 'latin1'), version, Buffer.from('isomiso2mp41')]));
  return Buffer.concat([ftyp, box('mdat', Buffer.from([0, 0, 0, 0]))]);
}

describe('checkVideo', () => {
  test('accepts an MP4 recognised by its ftyp box', async () => {
    expect(await checkVideo({ bytes: minimalMp4(), maxBytes: VIDEO_MAX_BYTES })).toEqual({ ok: true });
  });

  test('refuses a JPEG or a text file whatever they were named', async () => {
    const jpeg = await jpegWithOrientation({ width: 20, height: 10, orientation: 1 });
    expect(await checkVideo({ bytes: jpeg, maxBytes: VIDEO_MAX_BYTES })).toEqual({ ok: false, problem: 'not_a_video' });
    const text = Buffer.from('not a video, only named clip.mp4\n');
    expect(await checkVideo({ bytes: text, maxBytes: VIDEO_MAX_BYTES })).toEqual({ ok: false, problem: 'not_a_video' });
  });

  test('refuses other ISO-BMFF files: a QuickTime movie, an AVIF picture, an unknown brand', async () => {
    for (const brand of ['qt  ', 'avif', 'zzzz']) {
      const bytes = minimalMp4(brand);
      // Compatible brands would otherwise vouch for it; an unknown one lists none of ours.
      if (brand === 'zzzz') bytes.write('zzzzzzzzzzzz', 16, 'latin1');
      expect(await checkVideo({ bytes, maxBytes: VIDEO_MAX_BYTES })).toEqual({ ok: false, problem: 'not_a_video' });
    }
  });

  test('refuses a video over the size limit', async () => {
    const bytes = minimalMp4();
    expect(await checkVideo({ bytes, maxBytes: bytes.length - 1 })).toEqual({ ok: false, problem: 'too_large' });
  });

  test('says an empty or absent upload is missing', async () => {
    expect(await checkVideo({ bytes: Buffer.alloc(0), maxBytes: VIDEO_MAX_BYTES })).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(await checkVideo({ bytes: undefined, maxBytes: VIDEO_MAX_BYTES })).toEqual({
      ok: false,
      problem: 'missing',
    });
  });

  test('allows 100 MB', () => {
    expect(VIDEO_MAX_BYTES).toBe(104_857_600);
  });
});
