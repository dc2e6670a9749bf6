import type { Locale } from '../../common/locale/locales.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import type { AdRow } from './ad-drafts.ts';
import { listAdMedia } from './ad-media.ts';
import { type AdPhotoView, viewAdPhoto } from './ad-photo-view.ts';

/**
 * What the page of an ad that is no longer available still shows: its title and first photo
 * while stored, and its subcategory (to lead on to similar ads). Nothing else of the ad, and
 * nothing of its seller. Title and photo only of an ad that is still approved (sold, expired or
 * hidden): one in review may carry an edit nobody has checked yet, and one refused or removed by
 * the administration may have been removed for them (docs/decisions/0063).
 */
export interface GoneAdView {
  slug: string;
  title: string | null;
  cover: AdPhotoView | null;
  subcategory: { name: string; slug: string; categorySlug: string } | null;
}

export async function viewGoneAd({ row, locale }: { row: AdRow; locale: Locale }): Promise<GoneAdView> {
  const reviewed = row.status === 'approved';
  const [media, { categories }] = await Promise.all([reviewed ? listAdMedia(row.id) : [], getReferenceData()]);
  const photo = media.find((each) => each.kind === 'photo' && each.status === 'ready');
  const category = categories.find((each) => each.subcategories.some((sub) => sub.key === row.subcategoryKey));
  const subcategory = category?.subcategories.find((sub) => sub.key === row.subcategoryKey);
  return {
    slug: row.slug,
    title: reviewed ? row.title : null,
    cover: photo ? viewAdPhoto(photo) : null,
    subcategory:
      category && subcategory
        ? { name: subcategory.name[locale], slug: subcategory.slug[locale], categorySlug: category.slug[locale] }
        : null,
  };
}
