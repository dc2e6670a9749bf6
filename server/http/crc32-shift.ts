/**
 * CRC-32 of a whole made of parts whose checksums are known (zlib's `crc32_combine`): the
 * checksum of A then B is `shift(|B|)(crc(A)) ^ crc(B)`, where `shift(n)` is the linear operator
 * that advances a checksum over n zero bytes, a 32×32 bit matrix (one column per bit). The
 * operators for 1, 2, 4, … bytes are made once; a shift over n bytes applies those of n's bits to
 * the checksum (about as many 32-step products as n has bits). A kept page's gzip answer fills its
 * holes and computes its trailer this way, without the pieces (server/http/gzip-template.ts).
 */
type Matrix = Uint32Array<ArrayBufferLike>;

const POLYNOMIAL = 0xedb88320;

function times(matrix: Matrix, vector: number): number {
  let sum = 0;
  let rest = vector >>> 0;
  for (let index = 0; rest !== 0; index++, rest >>>= 1) {
    if (rest & 1) sum ^= matrix[index] ?? 0;
  }
  return sum >>> 0;
}

function square(matrix: Matrix): Matrix {
  const result = new Uint32Array(32);
  for (let index = 0; index < 32; index++) result[index] = times(matrix, matrix[index] ?? 0);
  return result;
}

/** POWERS[k]: the shift over 2^k zero bytes. */
const POWERS: Matrix[] = (() => {
  let operator: Matrix = new Uint32Array(32);
  operator[0] = POLYNOMIAL;
  for (let index = 1; index < 32; index++) operator[index] = 1 << (index - 1);
  // One zero bit, squared three times: one zero byte.
  for (let bits = 0; bits < 3; bits++) operator = square(operator);
  const powers: Matrix[] = [];
  for (let bit = 0; bit < 32; bit++) {
    powers.push(operator);
    operator = square(operator);
  }
  return powers;
})();

/** The checksum of A then B, from A's checksum, B's length and B's checksum. */
export function crc32Then(first: number, secondLength: number, second: number): number {
  let crc = first >>> 0;
  for (let bit = 0, rest = secondLength; rest > 0; bit++, rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) crc = times(POWERS[bit] as Matrix, crc);
  }
  return (crc ^ second) >>> 0;
}
