import type { Locale } from '../../common/locale/locales.ts';
import type {
  Category,
  Community,
  Country,
  Filter,
  Page,
  Province,
  SocialLink,
  Subcategory,
} from './reference-data.ts';

/** The shapes the spec (§3) gives the front end: names and slugs in the reader's language. */
export interface CommunityView {
  name: string;
  slug: string;
  country: { slug: string };
}
export interface CountryView {
  code: string;
  name: string;
  slug: string;
  icon: string;
  full_url_icon: string;
  currency: string;
  prefix_phone: string;
}
export interface SubcategoryView {
  name: string;
  slug: string;
  svg_code: string;
  with_price: boolean;
}
export interface CategoryView {
  name: string;
  slug: string;
  sub_categories: SubcategoryView[];
}
export interface FilterView {
  slug: string;
  name: string;
  items: { slug: string; name: string }[];
  sub_category: { slug: string };
}
export interface PageView {
  key: string;
  slug: string;
  title: string;
  place: 'policy' | 'useful';
}
export interface SocialLinkView {
  name: string;
  url: string;
  title: string;
}
export interface PlaceView {
  name: string;
  slug: string;
}

export function viewCountry(country: Country, locale: Locale, origin: string): CountryView {
  return {
    code: country.code,
    name: country.name[locale],
    slug: country.slug[locale],
    icon: country.flag,
    full_url_icon: new URL(country.flag, origin).href,
    currency: country.currency,
    prefix_phone: country.phonePrefix,
  };
}

export function viewCommunity(community: Community, country: Country, locale: Locale): CommunityView {
  return { name: community.name[locale], slug: community.slug[locale], country: { slug: country.slug[locale] } };
}

export function viewProvince(province: Province, locale: Locale): PlaceView {
  return { name: province.name[locale], slug: province.slug };
}

function viewSubcategory(subcategory: Subcategory, locale: Locale): SubcategoryView {
  return {
    name: subcategory.name[locale],
    slug: subcategory.slug[locale],
    svg_code: subcategory.svg,
    with_price: subcategory.withPrice,
  };
}

export function viewCategory(category: Category, locale: Locale): CategoryView {
  return {
    name: category.name[locale],
    slug: category.slug[locale],
    sub_categories: category.subcategories.map((subcategory) => viewSubcategory(subcategory, locale)),
  };
}

export function viewFilter(filter: Filter, subcategorySlug: string, locale: Locale): FilterView {
  return {
    slug: filter.slug,
    name: filter.name[locale],
    items: filter.items.map((item) => ({ slug: item.slug, name: item.name[locale] })),
    sub_category: { slug: subcategorySlug },
  };
}

export function viewPage(page: Page, locale: Locale): PageView {
  return { key: page.key, slug: page.slug[locale], title: page.title[locale], place: page.place };
}

export function viewSocialLink(link: SocialLink, locale: Locale): SocialLinkView {
  return { name: link.name, url: link.url, title: link.title[locale] };
}
