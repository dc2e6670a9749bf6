import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { jpegWithOrientation, shapesJpeg } from '../../tests/support/test-images.ts';
import { readImage } from '../media/read-image.ts';
import {
  dHashFromPixels,
  HASH_HEIGHT,
  HASH_WIDTH,
  hammingDistance,
  hashBands,
  hashPhoto,
  isSamePhoto,
  SAME_PHOTO_MAX_DISTANCE,
} from './photo-hash.ts';

async function hashOf(bytes: Buffer) {
  const read = await readImage({ bytes, accept: ['jpg', 'png', 'webp'], maxBytes: 20 * 1024 * 1024 });
  if (!read.ok) throw new Error(read.problem);
  return hashPhoto(read.image);
}

/** 9 × 8 pixels where each pixel is brighter than its right-hand neighbour when `brighter(x, y)`. */
function pixelsWhere(brighter: (x: number, y: number) => boolean): number[] {
  const pixels: number[] = [];
  for (let y = 0; y < HASH_HEIGHT; y++) {
    let value = 128;
    const row = [value];
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      value += brighter(x, y) ? -10 : 10;
      row.push(value);
    }
    pixels.push(...row);
  }
  return pixels;
}

describe('dHash bits', () => {
  test('a bit is set where a pixel is brighter than its right-hand neighbour, first pixel the highest bit', () => {
    expect(dHashFromPixels(pixelsWhere(() => true))).toBe(-1n);
    expect(dHashFromPixels(pixelsWhere(() => false))).toBe(0n);
    const onlyFirst = dHashFromPixels(pixelsWhere((x, y) => x === 0 && y === 0));
    expect(BigInt.asUintN(64, onlyFirst ?? 0n)).toBe(1n << 63n);
    const onlyLast = dHashFromPixels(pixelsWhere((x, y) => x === 7 && y === 7));
    expect(onlyLast).toBe(1n);
  });

  test('a flat picture has no hash: its bits would be noise and every blank photo would match', () => {
    expect(dHashFromPixels(new Array(72).fill(200))).toBeUndefined();
    // One grey level of difference between neighbours decides nothing either.
    expect(dHashFromPixels(pixelsWhere(() => true).map((_, i) => 100 + (i % 2)))).toBeUndefined();
    expect(() => dHashFromPixels([1, 2, 3])).toThrow();
  });
});

describe('the Hamming rule', () => {
  test('counts differing bits, including the sign bit', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0010n)).toBe(2);
    expect(hammingDistance(-1n, BigInt.asIntN(64, (1n << 63n) - 1n))).toBe(1);
  });

  test(`photos at most ${SAME_PHOTO_MAX_DISTANCE} bits apart are the same picture, one more is not`, () => {
    const base = 0x0123_4567_89ab_cdefn;
    const flip = (bits: number) => base ^ ((1n << BigInt(bits)) - 1n);
    expect(isSamePhoto(base, flip(SAME_PHOTO_MAX_DISTANCE))).toBe(true);
    expect(isSamePhoto(base, flip(SAME_PHOTO_MAX_DISTANCE + 1))).toBe(false);
  });

  test('hashes within the threshold always share a band, so the index lookup never misses one', () => {
    let state = 12345;
    // xorshift32: whole 32-bit numbers, every bit as random as the next.
    const random = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state >>> 0;
    };
    for (let round = 0; round < 500; round++) {
      const hash = BigInt.asIntN(64, (BigInt(random()) << 33n) ^ (BigInt(random()) << 2n) ^ BigInt(random() & 3));
      let other = hash;
      const flips = new Set<number>();
      while (flips.size < SAME_PHOTO_MAX_DISTANCE) flips.add(random() % 64);
      for (const bit of flips) other = BigInt.asIntN(64, other ^ (1n << BigInt(bit)));
      expect(hammingDistance(hash, other)).toBe(SAME_PHOTO_MAX_DISTANCE);
      const shared = hashBands(hash).filter((band) => hashBands(other).includes(band));
      expect(shared.length).toBeGreaterThan(0);
    }
    expect(hashBands(0n)).toHaveLength(SAME_PHOTO_MAX_DISTANCE + 1);
    // Bands are tagged by place: the same bits in two places are different bands.
    expect(new Set(hashBands(0n)).size).toBe(SAME_PHOTO_MAX_DISTANCE + 1);
  });
});

describe('hashPhoto', () => {
  test('the same picture re-saved smaller as a JPEG, larger as a PNG, or brightened, stays within the threshold', async () => {
    const original = await shapesJpeg({ seed: 7 });
    const hash = await hashOf(original);
    expect(hash).toBeDefined();
    for (const copy of [
      await sharp(original).resize(640).jpeg({ quality: 50 }).toBuffer(),
      await sharp(original).resize(1536).png().toBuffer(),
      await sharp(original).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
    ]) {
      const other = await hashOf(copy);
      expect(isSamePhoto(hash ?? 0n, other ?? -1n)).toBe(true);
    }
  });

  test('different pictures are far apart, and a blank one has no hash', async () => {
    const hashes = await Promise.all([1, 2, 3, 4].map(async (seed) => hashOf(await shapesJpeg({ seed }))));
    for (const [i, a] of hashes.entries()) {
      for (const b of hashes.slice(i + 1)) expect(isSamePhoto(a ?? 0n, b ?? 0n)).toBe(false);
    }
    expect(await hashOf(await jpegWithOrientation({ width: 800, height: 600, orientation: 1 }))).toBeUndefined();
  });

  test('a photo turned by its EXIF orientation hashes as it is shown, upright', async () => {
    const upright = await sharp(await shapesJpeg({ seed: 9 }))
      .rotate(90)
      .jpeg()
      .toBuffer();
    const tagged = await sharp(await shapesJpeg({ seed: 9 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(isSamePhoto((await hashOf(upright)) ?? 0n, (await hashOf(tagged)) ?? -1n)).toBe(true);
  });
});
