/**
 * CRC-32 of a whole made of parts whose checksums are known (zlib's `crc32_combine`): the
 * checksum of A then B is `shift(|B|)(crc(A)) ^ crc(B)`, where `shift(n)` is the linear operator
 * that advances a checksum over n zero bytes, a 32×32 bit matrix (one column per bit). A kept
 * page's gzip answer fills its holes and computes its trailer from the pieces' checksums and
 * these operators, without the pieces (server/http/gzip-template.ts).
 */
export type Crc32Shift = Uint32Array<ArrayBufferLike>;

const POLYNOMIAL = 0xedb88320;

function times(matrix: Crc32Shift, vector: number): number {
  let sum = 0;
  let rest = vector >>> 0;
  for (let index = 0; rest !== 0; index++, rest >>>= 1) {
    if (rest & 1) sum ^= matrix[index] ?? 0;
  }
  return sum >>> 0;
}

function compose(outer: Crc32Shift, inner: Crc32Shift): Crc32Shift {
  const result = new Uint32Array(32);
  for (let index = 0; index < 32; index++) result[index] = times(outer, inner[index] ?? 0);
  return result;
}

/** One zero byte: the one-bit operator squared three times. */
const ONE_BYTE = (() => {
  let bit: Crc32Shift = new Uint32Array(32);
  bit[0] = POLYNOMIAL;
  for (let index = 1; index < 32; index++) bit[index] = 1 << (index - 1);
  for (let square = 0; square < 3; square++) bit = compose(bit, bit);
  return bit;
})();

/** The operator that advances a checksum over `length` zero bytes. */
export function crc32Shift(length: number): Crc32Shift {
  let result: Crc32Shift = new Uint32Array(32);
  for (let index = 0; index < 32; index++) result[index] = (1 << index) >>> 0;
  let power = ONE_BYTE;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = compose(power, result);
    if (rest > 1) power = compose(power, power);
  }
  return result;
}

/** The checksum of A then B, from A's checksum, B's checksum and the shift for B's length. */
export function crc32Then(first: number, shiftOfSecond: Crc32Shift, second: number): number {
  return (times(shiftOfSecond, first) ^ second) >>> 0;
}
