import type { MetaDescriptor } from 'react-router';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { pageMeta } from '../../lib/meta.ts';
import { coverSrc, PLACEHOLDER_IMAGE, STAGE_SIZES } from './ad-image.ts';

/** Search engines show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;

/** The start of a text on one line, cut at a word and ending in "…" when it was longer. */
export function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * Title, description and Open Graph tags of an ad page; a page the public cannot see is not
 * indexed. og:image is the root layout's, from the loader's `shareImage` (`adShareImage`).
 */
export function adMeta({
  ad,
}: {
  ad: Pick<AdPageView, 'title' | 'description' | 'photos' | 'isPublic'>;
}): MetaDescriptor[] {
  const description = excerpt(ad.description);
  return [
    ...pageMeta(ad.title, description || undefined),
    { property: 'og:type', content: 'product' },
    ...(ad.isPublic ? [] : [{ name: 'robots', content: 'noindex' }]),
    ...coverPreload(ad.photos),
  ];
}

/**
 * The picture a link to the ad shows: its cover photo; without one, null, and the page shows the
 * site's picture (the placeholder is an SVG, which social networks do not read).
 */
export function adShareImage(photos: AdPageView['photos']): string | null {
  const cover = coverSrc(photos);
  return cover === PLACEHOLDER_IMAGE ? null : cover;
}

/**
 * The first photo is the page's largest paint: asked for with the HTML, in the format the
 * gallery's <picture> picks first, before the browser has laid the gallery out.
 */
function coverPreload(photos: AdPageView['photos']): MetaDescriptor[] {
  const cover = photos.find((photo) => photo.status === 'ready' && photo.avifSrcset);
  if (!cover) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: cover.avifSrcset,
      imageSizes: STAGE_SIZES,
      fetchPriority: 'high',
    },
  ];
}
