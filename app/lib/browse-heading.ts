import type { Translate } from '../../common/locale/translate.ts';

/** What a browse page is about, as names in the reader's language; worded by `browseTitle`. */
export type BrowseHeading =
  | { kind: 'filter'; filter: string; item: string | null }
  | {
      kind: 'browse';
      what: string | null;
      place: string | null;
      /** Named when a bigger place has the same name: "Sevilla (town)", "Lisboa (municipality)". */
      level?: 'province' | 'town';
      country: string | null;
    };

/** "Sport horses in Sevilla", "Ads in Andalusia", "Horse classifieds in Spain", "Breed: Lusitano". */
export function browseTitle(t: Translate, heading: BrowseHeading): string {
  if (heading.kind === 'filter') {
    return heading.item ? t('browse.filter_item', { filter: heading.filter, item: heading.item }) : heading.filter;
  }
  const named =
    heading.place && heading.level ? t(`browse.place_${heading.level}`, { place: heading.place }) : heading.place;
  const place = named ?? heading.country;
  if (heading.what && place) return t('browse.what_in', { what: heading.what, place });
  if (heading.what) return heading.what;
  if (named) return t('browse.ads_in', { place: named });
  return t('country.title', { country: heading.country ?? '' });
}
