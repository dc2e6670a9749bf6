import type { Sharp } from 'sharp';

/**
 * Perceptual fingerprints of photos (docs/decisions/0029-moderation-flags.md): a 64-bit dHash.
 * The picture is shrunk to 9 × 8 grey pixels; each bit says whether a pixel is brighter than its
 * right-hand neighbour. A re-saved, resized or slightly cropped copy keeps nearly every bit, a
 * different picture differs in about half of them.
 */

export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;

/**
 * Two photos whose hashes differ in at most this many bits are taken for the same picture.
 * Measured on 30 test pictures (`shapesJpeg`): re-saved as JPEG (q40–q60), PNG or AVIF, resized,
 * cropped by 1 % or brightened by 10 %: at most 6 bits; re-encoded as WebP: 7 on average, up to
 * 15; any two different pictures: at least 18 (435 pairs). 10 sits between the two.
 */
export const SAME_PHOTO_MAX_DISTANCE = 10;

/**
 * The hash is cut into SAME_PHOTO_MAX_DISTANCE + 1 bands (ten of 6 bits, one of 4): two hashes
 * that differ in at most 10 bits agree on at least one whole band (pigeonhole), so looking up
 * photos that share a band finds every candidate.
 */
const BAND_BITS = 6;
const BAND_COUNT = SAME_PHOTO_MAX_DISTANCE + 1;

/** Fewer decisive comparisons than this and the bits are noise (a flat or blank picture). */
const MIN_DECISIVE_BITS = 16;
/** A neighbour must differ by this many grey levels for its bit to count as decisive. */
const DECISIVE_STEP = 2;

/**
 * The dHash of 9 × 8 grey pixels (row by row), as a signed 64-bit integer the way PostgreSQL's
 * bigint stores it; undefined when the picture is too flat for its bits to mean anything.
 */
export function dHashFromPixels(pixels: ArrayLike<number>): bigint | undefined {
  if (pixels.length !== HASH_WIDTH * HASH_HEIGHT) throw new Error('dHash needs 9 × 8 grey pixels');
  let hash = 0n;
  let decisive = 0;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      const left = pixels[y * HASH_WIDTH + x] ?? 0;
      const right = pixels[y * HASH_WIDTH + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
      if (Math.abs(left - right) >= DECISIVE_STEP) decisive += 1;
    }
  }
  return decisive >= MIN_DECISIVE_BITS ? BigInt.asIntN(64, hash) : undefined;
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest) {
    bits += Number(rest & 1n);
    rest >>= 1n;
  }
  return bits;
}

export function isSamePhoto(a: bigint, b: bigint): boolean {
  return hammingDistance(a, b) <= SAME_PHOTO_MAX_DISTANCE;
}

/** The hash's bands, each tagged with its place (`place * 64 + value`) so equal bands match only in place. */
export function hashBands(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  const mask = (1n << BigInt(BAND_BITS)) - 1n;
  return Array.from(
    { length: BAND_COUNT },
    (_, place) => place * 2 ** BAND_BITS + Number((unsigned >> BigInt(place * BAND_BITS)) & mask),
  );
}

/** The dHash of an upright picture (as `readImage` gives it); undefined for a flat picture. */
export async function hashPhoto(image: Sharp): Promise<bigint | undefined> {
  const pixels = await image.clone().greyscale().resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).raw().toBuffer();
  return dHashFromPixels(pixels);
}
