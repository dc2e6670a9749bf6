import sharp, { type Sharp } from 'sharp';

import { PHOTO_WIDTHS, type PhotoFormat } from '../../common/media/variant-key.ts';

export { PHOTO_WIDTHS, variantKey } from '../../common/media/variant-key.ts';

type PhotoVariant = { width: number; format: PhotoFormat; bytes: Buffer };

export type PhotoVariants = { width: number; height: number; placeholder: string; variants: PhotoVariant[] };

export const WEBP_QUALITY = 78;

/**
 * Effort 3 is the knee measured by `npm run bench:images`: AVIF files a quarter smaller and sharper
 * than effort 2 for ~10% more CPU, while effort 4 costs three times as much for ~2% less. 4:2:0
 * chroma (sharp's default is 4:4:4) saves ~10% CPU; phone JPEGs are 4:2:0 already.
 */
export const AVIF_OPTIONS = { quality: 50, effort: 3, chromaSubsampling: '4:2:0' } as const;

/** Two cores, and each encode already uses sharp's two threads: more at once only queues. */
const PARALLEL_ENCODES = 2;

const PLACEHOLDER_WIDTH = 16;

/** The widths worth serving for a photo this wide: never upscaled, at least one. */
function variantWidths(originalWidth: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/**
 * Makes the WebP and AVIF variants of an upright photo (from `readImage`) at the spec's widths,
 * plus a tiny blurred placeholder to show while they load. Outputs carry no metadata.
 */
export async function makePhotoVariants({ image }: { image: Sharp }): Promise<PhotoVariants> {
  const { autoOrient } = await image.metadata();
  // Decoded once, already shrunk to the widest variant (JPEG shrink-on-load makes that cheaper
  // than a full decode); every variant is resized from these pixels instead of the file.
  const { data, info } = await image
    .clone()
    .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const decoded = () => sharp(data, raw);

  const widths = variantWidths(autoOrient.width);
  const jobs = widths.flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => async (): Promise<PhotoVariant> => {
      const resized = decoded().resize({ width });
      const encoded = format === 'webp' ? resized.webp({ quality: WEBP_QUALITY }) : resized.avif(AVIF_OPTIONS);
      return { width, format, bytes: await encoded.toBuffer() };
    }),
  );
  const [variants, placeholder] = await Promise.all([
    runBounded(jobs, PARALLEL_ENCODES),
    decoded().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer(),
  ]);
  return {
    width: autoOrient.width,
    height: autoOrient.height,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    variants,
  };
}

/** Runs the jobs `limit` at a time, widest first so the longest encodes do not finish last. */
async function runBounded<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  // Jobs are listed narrowest first; popping from the end starts with the widest.
  const order = jobs.map((_, index) => index);
  async function worker(): Promise<void> {
    for (let index = order.pop(); index !== undefined; index = order.pop()) results[index] = await jobs[index]!();
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
