import type { Locale } from '../../common/locale/locales.ts';
import { isGoodsSubcategory, writeGoodsAd } from '../../seeds/demo/ads/goods.ts';
import { isHorseSubcategory, writeHorseAd } from '../../seeds/demo/ads/horses.ts';
import { writeSemenAd } from '../../seeds/demo/ads/semen.ts';
import { hasWantedTexts, isServiceSubcategory, writeServiceAd } from '../../seeds/demo/ads/services.ts';
import type { AdBrief, HorseFields, WrittenAd } from '../../seeds/demo/ads/writing.ts';
import { PICTURES, type PictureSpec } from '../../seeds/demo/drawings/pictures.ts';
import { DEMO_COMPANY, DEMO_USERS, type DemoPlace, type DemoUser } from '../../seeds/demo/people.ts';
import { QUOTAS } from '../../seeds/demo/quotas.ts';
import type { Random } from '../../seeds/demo/random.ts';
import { MULTI_VALUE_FILTERS } from '../ads/ad-form-data.ts';
import { makeAdSlug } from '../ads/ad-slug.ts';
import type { Filter, ReferenceData } from '../catalogue/reference-data.ts';
import type { GeoProvince, GeoTown } from '../geo/geo-types.ts';
import { findProvinceBySlug, findTownBySlug, listTowns } from '../geo/geography.ts';

/** Provinces where ads are written in Catalan (Catalonia, the Balearics, the Valencian Community). */
const CATALAN_SPEAKING = new Set([
  'barcelona',
  'girona',
  'lleida',
  'tarragona',
  'illes-balears',
  'castellon',
  'valencia',
  'alicante',
]);
/** Categories whose things get sold and marked so. */
const SOLD_CATEGORIES = new Set(['horses', 'ponies', 'riding_equipment', 'clothing']);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const LIFETIME_DAYS = 90;
const SPREAD_DAYS = 60;

export interface PlannedAd {
  ownerKey: string;
  type: 'offer' | 'demand';
  subcategoryKey: string;
  language: Locale;
  written: WrittenAd;
  horse: HorseFields;
  province: GeoProvince;
  town: GeoTown;
  slug: string;
  createdAt: Date;
  submittedAt: Date;
  publishedAt: Date;
  expiresAt: Date;
  soldAt: Date | null;
  /** Keys of PICTURES, in order; the first is the cover. */
  pictures: string[];
}

/** Every demo ad, decided up front from the seeded random source: no I/O here. */
export function planAds(options: { random: Random; reference: ReferenceData; now: Date }): PlannedAd[] {
  const { random, reference, now } = options;
  const slots = reference.categories.flatMap((category) =>
    category.subcategories
      .filter((subcategory) => writerFor(subcategory.key) !== undefined)
      .flatMap((subcategory) => {
        const [offers, demands] = QUOTAS[subcategory.key] ?? [3, 0];
        return [
          ...Array.from({ length: offers }, () => ({ subcategory, categoryKey: category.key, type: 'offer' as const })),
          ...Array.from({ length: demands }, () => ({
            subcategory,
            categoryKey: category.key,
            type: 'demand' as const,
          })),
        ];
      }),
  );
  const company = DEMO_USERS.find((user) => user.key === DEMO_COMPANY.userKey);
  const individuals = DEMO_USERS.filter((user) => user.accountType === 'individual');
  let companyAds = 0;
  const year = now.getUTCFullYear();
  const usedSlugs = new Set<string>();

  return random.shuffle(slots).map(({ subcategory, categoryKey, type }) => {
    const byCompany =
      company !== undefined &&
      type === 'offer' &&
      DEMO_COMPANY.subcategories.includes(subcategory.key) &&
      companyAds < DEMO_COMPANY.ads &&
      random.chance(0.45);
    if (byCompany) companyAds += 1;
    const owner =
      byCompany && company
        ? company
        : random.weighted(
            individuals,
            individuals.map((user) => user.weight),
          );
    const place = random.weighted(
      owner.places,
      owner.places.map((each) => each.weight),
    );
    const { province, town } = locate(random, place);
    const language = chooseLanguage(random, owner, place);
    const brief: AdBrief = {
      random,
      language,
      type: type === 'demand' && !canAskFor(subcategory.key) ? 'offer' : type,
      subcategory: subcategory.key,
      town: town.name,
      province: province.name[language],
      year,
      ...(byCompany ? { breed: 'pura-raza-espanola', stallions: ['Galán del Alba', 'Jerezano del Alba'] } : {}),
    };
    const written = writerFor(subcategory.key)?.(brief, reference.filters) as WrittenAd;
    written.filterValues = keepValidFilters(written.filterValues, subcategory.key, reference.filters);
    if (!subcategory.withPrice) written.price = null;

    // Newer ads are more numerous, as on a site that is growing.
    const publishedAt = new Date(
      now.getTime() - random.next() ** 1.4 * SPREAD_DAYS * DAY_MS - random.int(1, 20) * HOUR_MS,
    );
    const submittedAt = new Date(publishedAt.getTime() - random.int(1, 18) * HOUR_MS);
    const sold =
      brief.type === 'offer' && SOLD_CATEGORIES.has(categoryKey) && random.chance(0.07)
        ? new Date(Math.min(now.getTime() - HOUR_MS, publishedAt.getTime() + random.int(2, 30) * DAY_MS))
        : null;
    let slug = makeAdSlug({ title: written.title, town: town.name, suffix: suffix(random) });
    while (usedSlugs.has(slug)) slug = makeAdSlug({ title: written.title, town: town.name, suffix: suffix(random) });
    usedSlugs.add(slug);
    return {
      ownerKey: owner.key,
      type: brief.type,
      subcategoryKey: subcategory.key,
      language,
      written,
      horse: written.horse,
      province,
      town,
      slug,
      createdAt: new Date(submittedAt.getTime() - random.int(10, 180) * 60_000),
      submittedAt,
      publishedAt,
      expiresAt: new Date(publishedAt.getTime() + LIFETIME_DAYS * DAY_MS),
      soldAt: sold,
      pictures: pickPictures(random, written.photos, photoCount(random, brief.type, byCompany)),
    };
  });
}

type Writer = (brief: AdBrief, filters: Filter[]) => WrittenAd;

/** The demo writer of a subcategory's ads (also used by bench/search.ts to write a million). */
export function writerFor(subcategory: string): Writer | undefined {
  if (isHorseSubcategory(subcategory)) return writeHorseAd;
  if (isGoodsSubcategory(subcategory)) return writeGoodsAd;
  if (isServiceSubcategory(subcategory)) {
    return (brief, filters) => writeServiceAd(brief, (key) => filtersOf(key, filters));
  }
  if (
    ['sport_horse_semen', 'iberian_semen', 'arabian_semen', 'american_breed_semen', 'pony_semen', 'embryos'].includes(
      subcategory,
    )
  ) {
    return writeSemenAd;
  }
  return undefined;
}

function canAskFor(subcategory: string): boolean {
  return !isServiceSubcategory(subcategory) || hasWantedTexts(subcategory);
}

function filtersOf(subcategory: string, filters: Filter[]): Map<string, string[]> {
  return new Map(
    filters
      .filter((filter) => filter.subcategoryKeys.includes(subcategory))
      .map((filter) => [filter.slug, filter.items.map((item) => item.slug)]),
  );
}

/** Only the subcategory's own filters and items, one item where the form takes one. */
export function keepValidFilters(
  values: Record<string, string[]>,
  subcategory: string,
  filters: Filter[],
): Record<string, string[]> {
  const own = filtersOf(subcategory, filters);
  const kept: Record<string, string[]> = {};
  for (const [slug, items] of Object.entries(values)) {
    const allowed = own.get(slug);
    const valid = [...new Set(items.filter((item) => allowed?.includes(item)))];
    if (valid.length > 0) kept[slug] = MULTI_VALUE_FILTERS.has(slug) ? valid.slice(0, 3) : valid.slice(0, 1);
  }
  return kept;
}

function locate(random: Random, place: DemoPlace): { province: GeoProvince; town: GeoTown } {
  const province = findProvinceBySlug(place.province, place.country);
  if (!province) throw new Error(`Demo place ${place.country}/${place.province} is not in the geography`);
  const named = (place.towns ?? [])
    .map((slug) => findTownBySlug(province.id, slug))
    .filter((town): town is GeoTown => town !== undefined);
  const towns = named.length > 0 ? named : listTowns(province.id);
  if (towns.length === 0) throw new Error(`Demo province ${province.id} has no towns`);
  // Horses live in the country: towns weigh by the square root of their size, not their size.
  const town = random.weighted(
    towns,
    towns.map((each) => Math.sqrt(each.population ?? 500)),
  );
  return { province, town };
}

function chooseLanguage(random: Random, user: DemoUser, place: DemoPlace): Locale {
  const fits = ([language]: readonly [Locale, number]) =>
    language === 'en' ||
    (language === 'pt' && place.country === 'PT') ||
    (language === 'es' && place.country === 'ES') ||
    (language === 'ca' && CATALAN_SPEAKING.has(place.province));
  const options = user.languages.filter(fits);
  if (options.length === 0) return user.languages[0]?.[0] ?? 'es';
  return random.weighted(
    options.map(([language]) => language),
    options.map(([, weight]) => weight),
  );
}

function photoCount(random: Random, type: 'offer' | 'demand', professional: boolean): number {
  if (type === 'demand') return random.chance(0.8) ? 0 : 1;
  if (professional) return random.int(3, 4);
  return random.weighted([1, 2, 3, 4], [3, 4, 3, 2]);
}

/** Pictures that show what the ad is about: its own coat first, then its other pictures, then the yard. */
function pickPictures(random: Random, photos: WrittenAd['photos'], count: number): string[] {
  if (count === 0) return [];
  const coatFits = (picture: PictureSpec) => !photos.coat || !picture.coat || picture.coat === photos.coat;
  const primaryTag = photos.tags[0];
  const primary = PICTURES.filter((picture) => primaryTag && picture.tags.includes(primaryTag) && coatFits(picture));
  const related = PICTURES.filter(
    (picture) => picture.tags.some((tag) => photos.tags.includes(tag)) && coatFits(picture),
  );
  const animal = photos.tags.some((tag) => tag === 'horse' || tag === 'pony' || tag === 'foal');
  const yard = animal
    ? PICTURES.filter((picture) => picture.tags.includes('stable') || picture.tags.includes('paddock'))
    : [];
  const first = random.pick(primary.length > 0 ? primary : related.length > 0 ? related : PICTURES);
  const rest = random.shuffle(related.filter((picture) => picture !== first));
  const filler = random.shuffle(yard.filter((picture) => !rest.includes(picture) && picture !== first));
  return [first, ...rest, ...filler].slice(0, count).map((picture) => picture.key);
}

function suffix(random: Random): string {
  return Math.floor(random.next() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
}
