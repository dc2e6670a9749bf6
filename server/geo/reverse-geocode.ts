// Spec §7 call 9 answered from Galope's own geography: no third-party geocoder, no key, and the
// point never leaves the server. The answer keeps the spec's shape so the ad form's selects fill
// from it (provinces of the matched community, towns of the matched province).

import type { Locale } from '../../common/locale/locales.ts';
import type { PlaceView } from '../catalogue/catalogue-views.ts';
import { listProvincesByCommunity, listTownsByProvince, type TownView } from '../catalogue/places.ts';
import { findNearestTown } from './nearest-town.ts';

export type ReverseGeocodeAnswer = {
  google_location: { full_address: string; lat: number; lng: number };
  matched_location: {
    country: { code: string; name: string; slug: string };
    community: PlaceView;
    province: PlaceView;
    town: PlaceView & { lat: number; lng: number };
    /** Distance from the point to the town's centre, in kilometres. */
    km: number;
  };
  provinces: PlaceView[];
  towns: TownView[];
};

/** The place a point lies in, named in `locale`; null when no town lies within 25 km (open sea). */
export async function reverseGeocode(options: {
  lat: number;
  lng: number;
  locale: Locale;
}): Promise<ReverseGeocodeAnswer | null> {
  const nearest = findNearestTown({ lat: options.lat, lng: options.lng });
  if (!nearest) return null;
  const { town, province, community, country, km } = nearest;
  const { locale } = options;
  const names = [town.name, province.name[locale], community.name[locale], country.name[locale]];
  // "Madrid, Madrid, Comunidad de Madrid": a level named like the one before it says nothing new.
  const fullAddress = names.filter((name, index) => index === 0 || name !== names[index - 1]).join(', ');
  const [provinces, towns] = await Promise.all([
    listProvincesByCommunity({ communitySlug: community.slug[locale], locale, countryCode: country.code }),
    listTownsByProvince({ provinceSlug: province.slug, countryCode: country.code }),
  ]);
  return {
    google_location: { full_address: fullAddress, lat: options.lat, lng: options.lng },
    matched_location: {
      country: { code: country.code, name: country.name[locale], slug: country.slug[locale] },
      community: { name: community.name[locale], slug: community.slug[locale] },
      province: { name: province.name[locale], slug: province.slug },
      town: { name: town.name, slug: town.slug, lat: town.lat, lng: town.lng },
      km,
    },
    provinces,
    towns,
  };
}
