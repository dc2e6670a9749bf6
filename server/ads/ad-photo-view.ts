import {
  CARD_PHOTO_WIDTHS,
  type CardPhoto,
  type PictureSources,
  pictureSources,
} from '../../common/ads/picture-sources.ts';
import { variantKeyPrefix } from '../../common/media/variant-key.ts';
import type { classifiedMedia } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-url.ts';

type MediaRow = typeof classifiedMedia.$inferSelect;

/** One photo as pages show it: AVIF and WebP `srcset`s at the spec's widths, a blurred placeholder. */
export interface AdPhotoView extends PictureSources {
  id: string;
  status: 'processing' | 'ready' | 'failed';
}

/**
 * A card's cover, only when it is ready to show (a card shows the placeholder image otherwise):
 * its variants' address, and what differs from every card's (`cardPictureSources` writes the rest).
 * A results page sends 24 of them; their sizes, status and usual widths were a fifth of its data.
 */
export function viewCardPhoto(media: MediaRow): CardPhoto | null {
  if (media.status !== 'ready') return null;
  const widths = media.widths.filter((width) => width <= Math.max(...CARD_PHOTO_WIDTHS));
  const usual =
    widths.length === CARD_PHOTO_WIDTHS.length && widths.every((width, i) => width === CARD_PHOTO_WIDTHS[i]);
  return {
    base: photoBase(media),
    ...(usual ? {} : { widths }),
    ...(media.placeholder ? { placeholder: media.placeholder } : {}),
  };
}

export function viewAdPhoto(media: MediaRow): AdPhotoView {
  return {
    id: media.id,
    status: media.status,
    ...pictureSources({
      base: photoBase(media),
      widths: media.widths,
      width: media.width,
      height: media.height,
      placeholder: media.placeholder,
    }),
  };
}

function photoBase(media: MediaRow): string {
  return mediaUrl(variantKeyPrefix({ adId: media.classifiedId, mediaId: media.id })) ?? '';
}
