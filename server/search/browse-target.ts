import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { findTownBySlug, type TownRow } from '../catalogue/places.ts';
import {
  type Category,
  type Community,
  type Country,
  type Filter,
  getReferenceData,
  matchesSlug,
  type Province,
  type Subcategory,
} from '../catalogue/reference-data.ts';
import type { BrowseFields } from './criteria-from-form.ts';

/** The slugs of a browse URL (spec §2), as React Router hands them over. */
const LEVELS = ['country', 'community', 'province', 'town', 'category', 'subcategory', 'filter', 'filteritem'] as const;
export type BrowseParams = Partial<Record<(typeof LEVELS)[number], string>>;

/** What a browse URL names, every slug found. */
export interface BrowseTarget {
  country?: Country;
  community?: Community;
  province?: Province;
  town?: TownRow;
  category?: Category;
  subcategory?: Subcategory;
  filter?: Filter;
  item?: Filter['items'][number];
}

/**
 * Finds what each slug of a browse URL names, slugs of any locale accepted (the caller redirects
 * to this locale's). Undefined when any slug is unknown or does not belong to the one before it
 * (a province of another community): the page is a 404.
 */
export async function findBrowseTarget(params: BrowseParams): Promise<BrowseTarget | undefined> {
  const data = await getReferenceData();
  const country = data.countries.find((each) => matchesSlug(each.slug, params.country ?? ''));
  const community = data.communities.find(
    (each) => each.countryCode === country?.code && matchesSlug(each.slug, params.community ?? ''),
  );
  const province = data.provinces.find((each) => each.communityId === community?.id && each.slug === params.province);
  const town =
    params.town !== undefined && province
      ? await findTownBySlug({ slug: params.town, provinceId: province.id })
      : undefined;
  const category = data.categories.find((each) => matchesSlug(each.slug, params.category ?? ''));
  const subcategory = category?.subcategories.find((each) => matchesSlug(each.slug, params.subcategory ?? ''));
  const filter = data.filters.find((each) => each.slug === params.filter);
  const item = filter?.items.find((each) => each.slug === params.filteritem);
  const found = { country, community, province, town, category, subcategory, filter, filteritem: item };
  const unknown = LEVELS.some((level) => params[level] !== undefined && !found[level]);
  return unknown ? undefined : { country, community, province, town, category, subcategory, filter, item };
}

/**
 * The address of a browse page in a locale: /f/{filter}[/{item}],
 * /{country}[/{community}[/{province}[/{town}]]][/c/{category}[/{subcategory}]], or /c/{category}[/{subcategory}].
 * /cc/{country} has none of its own: it is the country page, so it answers 301 with /{country}.
 */
export function browsePath(target: BrowseTarget, locale: Locale): string {
  if (target.filter) {
    return localizePath(`/f/${target.filter.slug}${target.item ? `/${target.item.slug}` : ''}`, locale);
  }
  const what = target.category
    ? `/c/${target.category.slug[locale]}${target.subcategory ? `/${target.subcategory.slug[locale]}` : ''}`
    : '';
  if (!target.country) return localizePath(what, locale);
  const place = [
    target.country.slug[locale],
    target.community?.slug[locale],
    target.community ? target.province?.slug : undefined,
    target.province ? target.town?.slug : undefined,
  ]
    .filter(Boolean)
    .join('/');
  return localizePath(`/${place}${what}`, locale);
}

/** The search fields a browse page fixes. */
export function browseFields(target: BrowseTarget): BrowseFields {
  const { country, community, province, town, category, filter, item } = target;
  // /f/{filter} alone: ads that state any value of it (a breed, a coat).
  const items = item ? [item] : (filter?.items ?? []);
  return {
    ...(country ? { countryCode: country.code } : {}),
    ...(community ? { communityId: community.id } : {}),
    ...(province ? { provinceId: province.id } : {}),
    ...(town ? { townId: town.id } : {}),
    ...(category ? { categoryKey: category.key, subcategoryKey: target.subcategory?.key ?? null } : {}),
    ...(filter ? { filters: { [filter.slug]: items.map((each) => each.slug) } } : {}),
  };
}
