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
type Level = 'country' | 'community' | 'province' | 'town' | 'category' | 'subcategory' | 'filter' | 'filteritem';
export type BrowseParams = Partial<Record<Level, string>>;

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
export async function findBrowseTarget(params: BrowseParams) {
  const data = await getReferenceData();
  const { country, community, province, town, category, subcategory, filter, filteritem } = params;
  const target: BrowseTarget = {};
  target.country = data.countries.find((each) => matchesSlug(each.slug, country ?? ''));
  target.community = data.communities.find(
    (each) => each.countryCode === target.country?.code && matchesSlug(each.slug, community ?? ''),
  );
  target.province = data.provinces.find((each) => each.communityId === target.community?.id && each.slug === province);
  if (town !== undefined && target.province)
    target.town = await findTownBySlug({ slug: town, provinceId: target.province.id });
  target.category = data.categories.find((each) => matchesSlug(each.slug, category ?? ''));
  target.subcategory = target.category?.subcategories.find((each) => matchesSlug(each.slug, subcategory ?? ''));
  target.filter = data.filters.find((each) => each.slug === filter);
  target.item = target.filter?.items.find((each) => each.slug === filteritem);
  const asked = [country, community, province, town, category, subcategory, filter, filteritem];
  const found: unknown[] = [target.country, target.community, target.province, target.town, target.category];
  found.push(target.subcategory, target.filter, target.item);
  return asked.some((slug, index) => slug !== undefined && !found[index]) ? undefined : target;
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
  return {
    ...(target.country ? { countryCode: target.country.code } : {}),
    ...(target.community ? { communityId: target.community.id } : {}),
    ...(target.province ? { provinceId: target.province.id } : {}),
    ...(target.town ? { townId: target.town.id } : {}),
    ...(target.category ? { categoryKey: target.category.key, subcategoryKey: target.subcategory?.key ?? null } : {}),
    // /f/{filter} alone: ads that state any value of it (a breed, a coat).
    ...(target.filter
      ? {
          filters: {
            [target.filter.slug]: target.item ? [target.item.slug] : target.filter.items.map((each) => each.slug),
          },
        }
      : {}),
  };
}
