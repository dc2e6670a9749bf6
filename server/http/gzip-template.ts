import { once } from 'node:events';
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
 * Compresses `pieces` with holes of `holeLengths` between them (one fewer hole than pieces).
 * Undefined if a piece contains the filler byte or a hole cannot be found in the output.
 */
export async function buildGzipTemplate(pieces: Buffer[], holeLengths: number[]): Promise<GzipTemplate | undefined> {
  if (pieces.some((piece) => piece.includes(FILLER))) return undefined;
  const deflate = zlib.createDeflateRaw({ level: LEVEL });
  const output: Buffer[] = [];
  let produced = 0;
  deflate.on('data', (chunk: Buffer) => {
    output.push(chunk);
    produced += chunk.length;
  });
  const write = (data: Buffer) =>
    new Promise<void>((resolve, reject) => deflate.write(data, (error) => (error ? reject(error) : resolve())));
  // `params` flushes (Z_SYNC_FLUSH) before it switches: the output is byte-aligned at each switch.
  const level = (value: number) => new Promise<void>((resolve) => deflate.params(value, 0, () => resolve()));
  const regions: { from: number; to: number; length: number }[] = [];
  for (const [index, piece] of pieces.entries()) {
    await write(piece);
    const length = holeLengths[index];
    if (length === undefined) continue;
    await level(0);
    const from = produced;
    await write(Buffer.alloc(length, FILLER));
    await level(LEVEL);
    regions.push({ from, to: produced, length });
  }
  deflate.end();
  await once(deflate, 'end');
  const body = Buffer.concat(output);
  const holeOffsets: number[] = [];
  for (const { from, to, length } of regions) {
    // Between the two switches there are only stored-block headers and the filler itself.
    const at = body.subarray(from, to).indexOf(Buffer.alloc(length, FILLER));
    if (at < 0) return undefined;
    holeOffsets.push(GZIP_HEADER.length + from + at);
  }
  return {
    stream: Buffer.concat([GZIP_HEADER, body]),
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
