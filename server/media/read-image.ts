import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { ImageProblem } from '../../common/media/image-problems.ts';
import type { ImageFormat } from '../../common/media/picture-limits.ts';
import { singleton } from '../infra/singleton.ts';
import { carriesEmbeddedContent } from './embedded-content.ts';

export type { ImageFormat, ImageProblem };

export type ReadImageResult = { ok: true; image: Sharp; format: ImageFormat } | { ok: false; problem: ImageProblem };

/** A 50-megapixel photo is the largest a phone gives; past that it is a decompression bomb. */
const MAX_IMAGE_PIXELS = 50_000_000;

/** Two cores here: one sharp job may use both (its default here is one; DESIGN.md). */
function configureSharp(): void {
  singleton('sharp-configured', () => {
    sharp.concurrency(2);
    return true;
  });
}

/**
 * Checks an uploaded file is a picture of an allowed format and size, by its content (magic
 * bytes, then a full header decode with a pixel cap), and returns it ready to transform, turned
 * upright from its EXIF orientation. Outputs made from it carry no metadata (sharp's default).
 */
export async function readImage(options: {
  bytes: Buffer | undefined;
  accept: readonly ImageFormat[];
  maxBytes: number;
}): Promise<ReadImageResult> {
  const { bytes, accept, maxBytes } = options;
  if (!bytes || bytes.length === 0) return { ok: false, problem: 'missing' };
  if (bytes.length > maxBytes) return { ok: false, problem: 'too_large' };
  const type = await fileTypeFromBuffer(bytes);
  const format = type?.ext as ImageFormat | undefined;
  if (!format || !accept.includes(format)) return { ok: false, problem: 'not_an_image' };
  if (carriesEmbeddedContent(bytes)) return { ok: false, problem: 'not_an_image' };
  configureSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.width || !metadata.height) return { ok: false, problem: 'not_an_image' };
    // The header's size, checked before any pixel is decoded (sharp's own cap acts at decode).
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return { ok: false, problem: 'too_many_pixels' };
    // A header is not a picture: a file cut short or corrupt past it only fails when decoded, then
    // in a background job with the upload already accepted. Decode it now, small (JPEG and WebP
    // decode at a fraction of their size: tens of milliseconds for a phone photo).
    await image.clone().resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer();
    return { ok: true, image: image.autoOrient(), format };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, problem: 'too_many_pixels' };
    return { ok: false, problem: 'not_an_image' };
  }
}
