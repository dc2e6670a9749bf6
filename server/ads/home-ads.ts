import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { classifieds } from '../db/tables.ts';
import { type AdCardView, findAdCards, listAdCards } from './ad-page-view.ts';

/** The home's rows show what can still be bought or answered: sold ads are left out. */
const FOR_SALE_OR_WANTED = isNull(classifieds.soldAt);

/** Cards per home row: one row of four on a laptop, two rows of two on a phone. */
const PER_ROW = 4;

export interface HomeAds {
  /** Newest in the reader's province when known (their "near me"), else in their country. */
  near: { place: string; ads: AdCardView[] };
  /** Newest of each main category that has any. */
  byCategory: { name: string; slug: string; ads: AdCardView[] }[];
  recentlyViewed: AdCardView[];
}

/**
 * The ads of the home page (issue 29), under the spec's title, subtitle and search bar. The
 * reader's place: the province of their last "near me" when given, else the page's country.
 */
export async function loadHomeAds(options: {
  locale: Locale;
  countryCode: string;
  /** The province slug of the reader's last "near me". */
  provinceSlug: string | null;
  recentIds: string[];
}): Promise<HomeAds> {
  const { locale } = options;
  const data = await getReferenceData();
  const province = options.provinceSlug ? data.provinces.find((each) => each.slug === options.provinceSlug) : undefined;
  const country = data.countries.find((each) => each.code === options.countryCode);
  const [near, byCategory, recentlyViewed] = await Promise.all([
    listAdCards({
      locale,
      limit: PER_ROW * 2,
      where: and(
        FOR_SALE_OR_WANTED,
        province ? eq(classifieds.provinceId, province.id) : eq(classifieds.countryCode, options.countryCode),
      ),
    }),
    Promise.all(
      data.categories.map(async (category) => ({
        name: category.name[locale],
        slug: category.slug[locale],
        ads: await listAdCards({
          locale,
          limit: PER_ROW,
          where: and(
            FOR_SALE_OR_WANTED,
            inArray(
              classifieds.subcategoryKey,
              category.subcategories.map((each) => each.key),
            ),
          ),
        }),
      })),
    ),
    findAdCards({ ids: options.recentIds, locale }),
  ]);
  return {
    near: { place: province?.name[locale] ?? country?.name[locale] ?? '', ads: near },
    byCategory: byCategory.filter((each) => each.ads.length > 0),
    recentlyViewed,
  };
}
