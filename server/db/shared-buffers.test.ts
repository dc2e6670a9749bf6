import { expect, test } from 'vitest';
import { sharedBuffersMb } from './embedded-postgres.ts';

test("the embedded server's shared buffers: an eighth of the memory, from 128 MB to 2 GB", () => {
  const gib = 1024 ** 3;
  expect(sharedBuffersMb(0.5 * gib)).toBe(128);
  expect(sharedBuffersMb(8 * gib)).toBe(1024);
  expect(sharedBuffersMb(24 * gib)).toBe(2048);
  expect(sharedBuffersMb(256 * gib)).toBe(2048);
});
