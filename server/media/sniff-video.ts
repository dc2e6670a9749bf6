import { fileTypeFromBuffer } from 'file-type';

/** What a person may upload as an ad's video (DESIGN.md: images-or-videos 100 MB). */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;

type VideoProblem = 'missing' | 'too_large' | 'not_a_video';

export type CheckVideoResult = { ok: true } | { ok: false; problem: VideoProblem };

/**
 * Brands of the MP4 family that browsers play. file-type calls any unknown ISO-BMFF brand 'mp4',
 * so the brands are checked here too.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash']);

/** Checks an upload is an MP4 video of an allowed size by its content, never its name. */
export async function checkVideo(options: { bytes: Buffer | undefined; maxBytes: number }): Promise<CheckVideoResult> {
  const { bytes, maxBytes } = options;
  if (!bytes || bytes.length === 0) return { ok: false, problem: 'missing' };
  if (bytes.length > maxBytes) return { ok: false, problem: 'too_large' };
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext !== 'mp4' || type.mime !== 'video/mp4' || !hasMp4Brand(bytes)) {
    return { ok: false, problem: 'not_a_video' };
  }
  return { ok: true };
}

/** The leading `ftyp` box: size, 'ftyp', major brand, minor version, then compatible brands. */
function hasMp4Brand(bytes: Buffer): boolean {
  if (bytes.length < 16) return false;
  const size = bytes.readUInt32BE(0);
  if (size < 16 || size > bytes.length || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(bytes.toString('latin1', offset, offset + 4));
  return brands.some((brand) => MP4_BRANDS.has(brand));
}
