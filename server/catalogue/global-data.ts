import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { SEARCH_TYPES } from '../../common/search/search-form.ts';
import { captchaProvider } from '../infra/captcha/captcha.ts';
import { readConfig } from '../infra/config.ts';
import {
  type CategoryView,
  type CommunityView,
  type CountryView,
  type PageView,
  type SocialLinkView,
  type SubcategoryView,
  viewCategory,
  viewCommunity,
  viewCountry,
  viewPage,
  viewSocialLink,
} from './catalogue-views.ts';
import { type Country, getReferenceData, matchesSlug } from './reference-data.ts';

export const LANGUAGES = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'ca', name: 'Català' },
  { code: 'pt', name: 'Português' },
] as const satisfies { code: Locale; name: string }[];

/** All four languages are written left to right; the layout honours `rtl` for any added later. */
const DIRECTIONS: Record<Locale, 'ltr' | 'rtl'> = Object.fromEntries(LOCALES.map((l) => [l, 'ltr'])) as Record<
  Locale,
  'ltr' | 'rtl'
>;

export interface GlobalData {
  user: null;
  country: CountryView & { communities: CommunityView[] };
  countriesWithIcons: CountryView[];
  pages: PageView[];
  categories: CategoryView[];
  allSubcategories: (SubcategoryView & { category: { slug: string; name: string } })[];
  socialLinks: SocialLinkView[];
  languages: { code: Locale; name: string }[];
  directions: Record<Locale, 'ltr' | 'rtl'>;
  searchTypes: { name: string }[];
  /** `recaptchaSiteKey` is set only when reCAPTCHA v3 replaces the self-hosted captcha. */
  settings: { recaptchaAllowedInTasks: string[]; recaptchaSiteKey: string | null };
}

/** The data every page needs (spec §7 call 1), for one locale and country. */
export async function loadGlobalData(options: {
  locale: Locale;
  countrySlug?: string;
  defaultCountry: string;
  origin: string;
}): Promise<GlobalData> {
  const { locale, origin } = options;
  const config = readConfig();
  const data = await getReferenceData();
  const country = resolveCountry(data.countries, options.countrySlug, options.defaultCountry);
  return {
    user: null,
    country: {
      ...viewCountry(country, locale, origin),
      communities: data.communities
        .filter((community) => community.countryCode === country.code)
        .map((community) => viewCommunity(community, country, locale))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    },
    countriesWithIcons: data.countries.map((each) => viewCountry(each, locale, origin)),
    pages: data.pages.map((page) => viewPage(page, locale)),
    categories: data.categories.map((category) => viewCategory(category, locale)),
    allSubcategories: data.categories.flatMap((category) =>
      viewCategory(category, locale).sub_categories.map((subcategory) => ({
        ...subcategory,
        category: { slug: category.slug[locale], name: category.name[locale] },
      })),
    ),
    socialLinks: data.socialLinks.map((link) => viewSocialLink(link, locale)),
    languages: [...LANGUAGES],
    directions: DIRECTIONS,
    searchTypes: SEARCH_TYPES.map((name) => ({ name })),
    settings: {
      recaptchaAllowedInTasks: toStringList(data.settings.recaptchaAllowedInTasks),
      recaptchaSiteKey: captchaProvider(config) === 'recaptcha' ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    },
  };
}

/** The country a slug names (in any language), else the configured default. */
export function resolveCountry(countries: Country[], slug: string | undefined, defaultCode: string): Country {
  const bySlug = slug ? countries.find((country) => matchesSlug(country.slug, slug)) : undefined;
  const fallback = countries.find((country) => country.code === defaultCode) ?? countries[0];
  if (!fallback) throw new Error('No countries seeded');
  return bySlug ?? fallback;
}

function toStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
