import { drawPicture, PICTURES } from '../../seeds/demo/drawings/pictures.ts';
import { getMediaStorage } from '../infra/storage/media-storage.ts';
import { makePhotoVariants, type PhotoVariants, variantKey } from '../media/photo-variants.ts';
import { readImage } from '../media/read-image.ts';

/** A demo picture as a seller's upload would end up: the JPEG, then its stored variants. */
export interface PreparedPicture {
  jpeg: Buffer;
  photo: PhotoVariants;
}

const PICTURE_SEED = 7_331;

/**
 * Draws each picture the demo uses and makes its variants once, through the same readImage and
 * makePhotoVariants as an upload; every ad showing it then stores copies of those bytes.
 */
export async function preparePictures(keys: ReadonlySet<string>): Promise<Map<string, PreparedPicture>> {
  const prepared = new Map<string, PreparedPicture>();
  const specs = PICTURES.map((spec, index) => ({ spec, seed: PICTURE_SEED + index })).filter(({ spec }) =>
    keys.has(spec.key),
  );
  // Drawing (JavaScript) and encoding (sharp's threads) overlap: the next picture is drawn while
  // the current one is encoded.
  let next = specs[0] ? drawPicture(specs[0].spec, specs[0].seed) : undefined;
  for (const [index, { spec }] of specs.entries()) {
    const jpeg = await (next as Promise<Buffer>);
    const following = specs[index + 1];
    next = following ? drawPicture(following.spec, following.seed) : undefined;
    const read = await readImage({ bytes: jpeg, accept: ['jpg'], maxBytes: 10 * 1024 * 1024 });
    if (!read.ok) throw new Error(`demo picture ${spec.key} is not readable: ${read.problem}`);
    prepared.set(spec.key, { jpeg, photo: await makePhotoVariants({ image: read.image }) });
  }
  return prepared;
}

/** Writes one ad photo's variants under its own keys, a few files at a time. */
export async function storeAdPhotos(
  photos: readonly { adId: string; mediaId: string; picture: PreparedPicture }[],
): Promise<void> {
  const storage = getMediaStorage();
  const writes = photos.flatMap(({ adId, mediaId, picture }) =>
    picture.photo.variants.map(
      (variant) => () =>
        storage.put(variantKey({ adId, mediaId, width: variant.width, format: variant.format }), variant.bytes),
    ),
  );
  let cursor = 0;
  async function worker(): Promise<void> {
    while (cursor < writes.length) {
      const write = writes[cursor++];
      await write?.();
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker));
}
