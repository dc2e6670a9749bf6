import zlib from 'node:zlib';
import { crc32Then } from './crc32-shift.ts';

/**
 * A page compressed once with holes left open in it (docs/decisions/0038-page-cache.md): each hole
 * is written as a stored (uncompressed) deflate block, so a later answer copies the compressed
 * bytes, writes its own values into the holes and computes the gzip trailer, instead of
 * compressing 170 kB again. The holes are filled with bytes (0x01) that never occur in a page, so
 * no compressed text around them refers back into them; a value must have the hole's length.
 */
export interface GzipTemplate {
  /** Gzip header and deflate stream, without the 8-byte trailer. */
  stream: Buffer;
  /** Where each hole's bytes start in `stream`, in the page's order. */
  holeOffsets: number[];
  holeLengths: number[];
  /** Each piece's CRC-32 and length: the trailer without the pieces. */
  pieceChecksums: number[];
  pieceLengths: number[];
  /** The pieces' length alone. */
  piecesLength: number;
}

const FILLER = 0x01;
const LEVEL = 6;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);

/**
 * A piece is compressed with the 32 kB before it (holes as filler) as its dictionary (deflate's
 * whole window): a real ad page (61 kB, 23 pieces) gives 15.2 kB against 14.3 kB for one gzip of
 * the page (each piece has its own block header), 16.7 kB with 8 kB of dictionary, for about the
 * same time (setting a 32 kB dictionary costs ~45 µs a piece; the build is done once per page).
 */
const WINDOW = 32 * 1024;
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/**
 * Compresses `pieces` with holes of `holeLengths` between them (one fewer hole than pieces), in one
 * synchronous pass: each piece is deflated on its own (zlib's one-shot API, Z_SYNC_FLUSH so that it
 * ends on a byte boundary, Z_FINISH for the last) with the text before it as its dictionary; each
 * hole is a stored block written here, its place known. A page cut in 23 pieces takes about two
 * plain compressions (2.1 ms against 1.1 ms for that ad page); it is built for a page asked a
 * second time (server/http/page-cache.ts).
 * Undefined if a piece contains the filler byte (a back-reference could then reach into a hole).
 */
export function buildGzipTemplate(pieces: Buffer[], holeLengths: number[]): GzipTemplate | undefined {
  if (pieces.some((piece) => piece.includes(FILLER))) return undefined;
  if (holeLengths.some((length) => length > STORED_MAX)) return undefined;
  const plain: Buffer[] = [];
  pieces.forEach((piece, index) => {
    plain.push(piece);
    const length = holeLengths[index];
    if (length !== undefined && index < pieces.length - 1) plain.push(Buffer.alloc(length, FILLER));
  });
  const text = Buffer.concat(plain);
  const output: Buffer[] = [GZIP_HEADER];
  let produced = GZIP_HEADER.length;
  let at = 0;
  const holeOffsets: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    const last = index === pieces.length - 1;
    const compressed = zlib.deflateRawSync(piece, {
      level: LEVEL,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(at > 0 && { dictionary: text.subarray(Math.max(0, at - WINDOW), at) }),
    });
    output.push(compressed);
    produced += compressed.length;
    at += piece.length;
    const length = holeLengths[index];
    if (last || length === undefined) continue;
    // A stored block, not the last: 3 header bits padded to a byte, then LEN and its complement.
    const header = Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
    output.push(header, text.subarray(at, at + length));
    holeOffsets.push(produced + header.length);
    produced += header.length + length;
    at += length;
  }
  return {
    stream: Buffer.concat(output),
    holeOffsets,
    holeLengths,
    pieceChecksums: pieces.map((piece) => zlib.crc32(piece)),
    pieceLengths: pieces.map((piece) => piece.length),
    piecesLength: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/**
 * The gzip file of the page with `values` in its holes, in `scratch` when it is large enough. The
 * trailer's checksum is joined from the pieces' checksums and the values' (no pass over the page).
 */
export function fillGzipTemplate(template: GzipTemplate, values: Buffer[], scratch?: Buffer): Buffer {
  const length = template.stream.length + 8;
  const target = scratch && scratch.length >= length ? scratch : Buffer.allocUnsafe(length);
  template.stream.copy(target, 0);
  let crc = 0;
  let size = template.piecesLength;
  template.pieceChecksums.forEach((pieceCrc, index) => {
    crc = crc32Then(crc, template.pieceLengths[index] ?? 0, pieceCrc);
    const value = values[index];
    const offset = template.holeOffsets[index];
    if (value === undefined || offset === undefined) return;
    if (value.length !== template.holeLengths[index]) throw new Error('a value does not fit its hole');
    value.copy(target, offset);
    crc = crc32Then(crc, value.length, zlib.crc32(value));
    size += value.length;
  });
  target.writeUInt32LE(crc >>> 0, template.stream.length);
  target.writeUInt32LE(size >>> 0, template.stream.length + 4);
  return target.subarray(0, length);
}
