import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Then } from './crc32-shift.ts';

describe('CRC-32 of joined parts', () => {
  it('gives the checksum of the whole from the parts’ checksums, for any lengths', () => {
    for (const [first, second] of [
      [0, 0],
      [1, 1],
      [24, 43],
      [170_000, 5],
      [3, 65_537],
    ] as const) {
      const a = randomBytes(first);
      const b = randomBytes(second);
      expect(crc32Then(zlib.crc32(a), b.length, zlib.crc32(b))).toBe(zlib.crc32(Buffer.concat([a, b])));
    }
  });
});
