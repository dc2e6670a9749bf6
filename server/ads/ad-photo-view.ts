import { type CompactPhoto, type PictureSources, pictureSources } from '../../common/ads/picture-sources.ts';
import { variantKeyPrefix } from '../../common/media/variant-key.ts';
import type { classifiedMedia } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-url.ts';

type MediaRow = typeof classifiedMedia.$inferSelect;

/** One photo as pages show it: AVIF and WebP `srcset`s at the spec's widths, a blurred placeholder. */
export interface AdPhotoView extends PictureSources {
  id: string;
  status: 'processing' | 'ready' | 'failed';
}

/** A card's cover: its variants' address and widths; the card writes the srcsets (`pictureSources`). */
export interface CardPhotoView extends CompactPhoto {
  status: 'processing' | 'ready' | 'failed';
}

export function viewCardPhoto(media: MediaRow): CardPhotoView {
  return {
    status: media.status,
    base: mediaUrl(variantKeyPrefix({ adId: media.classifiedId, mediaId: media.id })) ?? '',
    widths: media.widths,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder,
  };
}

export function viewAdPhoto(media: MediaRow): AdPhotoView {
  const { status, ...compact } = viewCardPhoto(media);
  return { id: media.id, status, ...pictureSources(compact) };
}
