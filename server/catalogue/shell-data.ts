import type { Locale } from '../../common/locale/locales.ts';
import { captchaProvider } from '../infra/captcha/captcha.ts';
import { readConfig } from '../infra/config.ts';
import { type PageView, type PlaceView, type SocialLinkView, viewPage, viewSocialLink } from './catalogue-views.ts';
import { LANGUAGES, resolveCountry } from './global-data.ts';
import { getReferenceData, type ReferenceData } from './reference-data.ts';

/**
 * What the page layouts send to the browser with every page (docs/decisions/0023-page-shell.md):
 * only what the header, footer, search bar and its panel draw. The JSON API's global data (spec
 * §7 call 1, `global-data.ts`) also carries every subcategory's SVG icon twice, full icon URLs,
 * directions and the search types; here none of those travel, which took the layout's loader data
 * from 34.5 kB to about 8 kB.
 */
export interface ShellData {
  /** The page's country: its name (home title), currency (price sentence) and communities (place fields). */
  country: { code: string; name: string; slug: string; currency: string; communities: PlaceView[] };
  /** The footer's country list. */
  countriesWithIcons: { code: string; name: string; slug: string; icon: string }[];
  pages: PageView[];
  /** Footer, category drawer and the panel's subcategory list: names and slugs, no icons. */
  categories: ShellCategory[];
  socialLinks: SocialLinkView[];
  languages: { code: Locale; name: string }[];
  /** `recaptchaSiteKey` is set only when reCAPTCHA v3 replaces the self-hosted captcha. */
  settings: { recaptchaAllowedInTasks: string[]; recaptchaSiteKey: string | null };
}

export interface ShellCategory {
  name: string;
  slug: string;
  sub_categories: PlaceView[];
}

/**
 * Built once per locale and country and kept beside the reference data it was made from: a new
 * reference data object (after a reload) starts an empty cache, so an edit is never served stale.
 */
const cache = new WeakMap<ReferenceData, Map<string, ShellData>>();

/** The shell data for a locale and a country slug (any language; unknown or none: the default country). */
export async function loadShellData(options: {
  locale: Locale;
  countrySlug?: string;
  defaultCountry: string;
}): Promise<ShellData> {
  const data = await getReferenceData();
  const country = resolveCountry(data.countries, options.countrySlug, options.defaultCountry);
  let byKey = cache.get(data);
  if (!byKey) {
    byKey = new Map();
    cache.set(data, byKey);
  }
  const key = `${options.locale}:${country.code}`;
  let shell = byKey.get(key);
  if (!shell) {
    shell = buildShellData(data, country.code, options.locale);
    byKey.set(key, shell);
  }
  return shell;
}

function buildShellData(data: ReferenceData, countryCode: string, locale: Locale): ShellData {
  const config = readConfig();
  const country = data.countries.find((each) => each.code === countryCode);
  if (!country) throw new Error(`Unknown country ${countryCode}`);
  const recaptcha = data.settings.recaptchaAllowedInTasks;
  return {
    country: {
      code: country.code,
      name: country.name[locale],
      slug: country.slug[locale],
      currency: country.currency,
      communities: data.communities
        .filter((community) => community.countryCode === country.code)
        .map((community) => ({ name: community.name[locale], slug: community.slug[locale] }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    },
    countriesWithIcons: data.countries.map((each) => ({
      code: each.code,
      name: each.name[locale],
      slug: each.slug[locale],
      icon: each.flag,
    })),
    pages: data.pages.map((page) => viewPage(page, locale)),
    categories: data.categories.map((category) => ({
      name: category.name[locale],
      slug: category.slug[locale],
      sub_categories: category.subcategories.map((each) => ({ name: each.name[locale], slug: each.slug[locale] })),
    })),
    socialLinks: data.socialLinks.map((link) => viewSocialLink(link, locale)),
    languages: [...LANGUAGES],
    settings: {
      recaptchaAllowedInTasks: Array.isArray(recaptcha)
        ? recaptcha.filter((item): item is string => typeof item === 'string')
        : [],
      recaptchaSiteKey: captchaProvider(config) === 'recaptcha' ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    },
  };
}
