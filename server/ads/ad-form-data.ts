import { AD_STEPS, type AdStep } from '../../common/ads/ad-schemas.ts';
import { priceUnitsFor } from '../../common/ads/price-terms.ts';
import { type MapSettings, mapSettings } from '../../common/geo/map-settings.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import {
  findCountryByCode,
  findProvinceById,
  findTownById,
  listCommunities,
  listProvinces,
  listTowns,
} from '../geo/geography.ts';
import { readConfig } from '../infra/config.ts';
import type { AdRow } from './ad-drafts.ts';
import { listAdMedia } from './ad-media.ts';
import { type AdAttributeView, type AdPageView, listAdAttributes, viewAdIdentity } from './ad-page-view.ts';
import { type AdPhotoView, viewAdPhoto } from './ad-photo-view.ts';
import { adPriceText } from './ad-price-text.ts';
import { DERIVED_FILTERS } from './horse-numbers.ts';

/** Filters whose values are a list (a horse has several disciplines); the others take one value. */
export const MULTI_VALUE_FILTERS = new Set(['disciplina', 'caracteristicas', 'documentacion', 'funcion']);

/** The countries with regions, provinces and towns: every place an ad can be. */
const PLACE_COUNTRIES = ['ES', 'PT'];

/** Subcategories of these categories ask for the horse's identity (name, birth, height, papers). */
const HORSE_CATEGORIES = new Set(['horses', 'ponies', 'semen']);

export interface AdFormChoices {
  categories: {
    key: string;
    name: string;
    subcategories: { key: string; name: string; svg: string; withPrice: boolean }[];
  }[];
  filters: { slug: string; name: string; multiple: boolean; items: { slug: string; name: string }[] }[];
  withPrice: boolean;
  /** What the subcategory's price can be for (`month`…), the usual first; empty: the whole thing. */
  priceUnits: readonly string[];
  asksHorse: boolean;
  isSemen: boolean;
  /** The countries an ad can be in, the reader's first: the region select groups by them. */
  countries: { code: string; name: string }[];
  communities: {
    id: string;
    country: string;
    name: string;
    provinces: { id: string; slug: string; name: string }[];
  }[];
  /** The draft's province's towns; their centres place the map when one is chosen. */
  towns: { slug: string; name: string; lat: number; lng: number }[];
  /** Tiles and zoom for the location step's map. */
  map: MapSettings;
  photos: AdPhotoView[];
  video: { id: string; url: string } | null;
  /** What the last step shows besides the text: the place and the details as the ad page shows them. */
  preview: {
    place: string | null;
    attributes: AdAttributeView[];
    identity: AdPageView['identity'];
  } | null;
}

/** Everything the posting form shows for `ad` in `locale`, translated, in the catalogue's order. */
export async function loadAdFormChoices({
  ad,
  locale,
  readerCountry,
}: {
  ad: AdRow | undefined;
  locale: Locale;
  /** The reader's country code (their account's, else the site's default): its regions come first. */
  readerCountry: string;
}): Promise<AdFormChoices> {
  const collator = new Intl.Collator(locale);
  const countryCodes = [...PLACE_COUNTRIES].sort((a, b) => Number(b === readerCountry) - Number(a === readerCountry));
  const { categories, filters } = await getReferenceData();
  const category = categories.find((each) => each.subcategories.some((sub) => sub.key === ad?.subcategoryKey));
  const subcategory = category?.subcategories.find((sub) => sub.key === ad?.subcategoryKey);
  const media = ad ? await listAdMedia(ad.id) : [];
  const video = media.find((each) => each.kind === 'video');
  return {
    categories: categories.map((each) => ({
      key: each.key,
      name: each.name[locale],
      subcategories: each.subcategories.map((sub) => ({
        key: sub.key,
        name: sub.name[locale],
        svg: sub.svg,
        withPrice: sub.withPrice,
      })),
    })),
    // Age and height ranges are not asked: they follow the birth year and the height (horse-numbers.ts).
    filters: filters
      .filter((filter) => subcategory && filter.subcategoryKeys.includes(subcategory.key))
      .filter((filter) => !DERIVED_FILTERS.has(filter.slug))
      .map((filter) => ({
        slug: filter.slug,
        name: filter.name[locale],
        multiple: MULTI_VALUE_FILTERS.has(filter.slug),
        items: filter.items.map((item) => ({ slug: item.slug, name: item.name[locale] })),
      })),
    withPrice: subcategory?.withPrice ?? true,
    priceUnits: priceUnitsFor(subcategory?.key),
    asksHorse: category ? HORSE_CATEGORIES.has(category.key) : false,
    isSemen: category?.key === 'semen',
    countries: countryCodes.map((code) => ({ code, name: findCountryByCode(code)?.name[locale] ?? code })),
    // The reader's country's regions first (Spain's communities, Portugal's districts).
    communities: countryCodes.flatMap((code) =>
      listCommunities(code).map((community) => ({
        id: community.id,
        country: code,
        name: community.name[locale],
        provinces: listProvinces(community.id)
          .map((province) => ({ id: province.id, slug: province.slug, name: province.name[locale] }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      })),
    ),
    towns: ad?.provinceId
      ? listTowns(ad.provinceId)
          .map((town) => ({ slug: town.slug, name: town.name, lat: town.lat, lng: town.lng }))
          .sort((a, b) => collator.compare(a.name, b.name))
      : [],
    photos: media.filter((each) => each.kind === 'photo').map(viewAdPhoto),
    video: video?.videoKey ? { id: video.id, url: `/media/${video.videoKey}` } : null,
    map: mapSettings(readConfig()),
    preview: ad ? previewOf(ad, filters, locale) : null,
  };
}

function previewOf(
  ad: AdRow,
  filters: Awaited<ReturnType<typeof getReferenceData>>['filters'],
  locale: Locale,
): AdFormChoices['preview'] {
  const town = ad.townId ? findTownById(ad.townId) : undefined;
  const province = ad.provinceId ? findProvinceById(ad.provinceId) : undefined;
  const place = [town?.name, province?.name[locale]].filter(Boolean).join(', ');
  return {
    place: place || null,
    attributes: listAdAttributes({ row: ad, filters, locale }),
    identity: viewAdIdentity(ad),
  };
}

/** The draft's values as the form fills them in; nothing the owner did not write. */
export function viewAdDraft(ad: AdRow & { awaitingReview?: boolean }, locale: Locale) {
  const town = ad.townId ? findTownById(ad.townId) : undefined;
  return {
    id: ad.id,
    slug: ad.slug,
    status: ad.status,
    type: ad.type,
    subcategory: ad.subcategoryKey,
    title: ad.title,
    description: ad.description,
    price: ad.price,
    priceFormatted: adPriceText(ad, locale),
    priceType: ad.priceType,
    priceUnit: ad.priceUnit,
    filters: ad.filterValues,
    horseName: ad.horseName,
    birthYear: ad.birthYear,
    heightCm: ad.heightCm,
    ueln: ad.ueln,
    microchip: ad.microchip,
    studbook: ad.studbook,
    sire: ad.sire,
    dam: ad.dam,
    sireSire: ad.sireSire,
    damSire: ad.damSire,
    damDam: ad.damDam,
    province: ad.provinceId,
    town: town?.slug ?? null,
    // The owner's own point, for their form only; the public page shows the area (0027).
    point: ad.lat !== null && ad.lng !== null ? { lat: ad.lat, lng: ad.lng } : null,
    exactLocation: ad.showExactLocation,
    moderationReason: ad.moderationReason,
    /** A published ad whose changes wait for a moderator; the form shows them, buyers the approved version. */
    awaitingReview: ad.awaitingReview ?? false,
  };
}

export type AdDraftView = ReturnType<typeof viewAdDraft>;

/** The first step whose answer the ad still lacks: a person cannot skip ahead of what is needed. */
function firstOpenStep(ad: AdRow | undefined): AdStep {
  if (!ad?.type) return 'type';
  if (!ad.subcategoryKey) return 'category';
  if (!ad.title || !ad.description) return 'details';
  if (!ad.provinceId) return 'location';
  // Photos are checked at publishing (a wanted ad may have none): nothing blocks the preview.
  return 'preview';
}

/** The step asked for, unless an earlier one is still open. */
export function stepToShow(asked: string | null, ad: AdRow | undefined): AdStep {
  const open = firstOpenStep(ad);
  const step = AD_STEPS.find((each) => each === asked) ?? open;
  return AD_STEPS.indexOf(step) > AD_STEPS.indexOf(open) ? open : step;
}
