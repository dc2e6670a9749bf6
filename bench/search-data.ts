/**
 * Synthetic ads for `npm run bench:search`, written by the demo writers (seeds/demo/ads) so titles and
 * descriptions read like real ones in Spanish, Catalan, Portuguese and English. Spread: subcategories
 * by the demo quotas, provinces and towns by population (square root: horses live in the country),
 * ~70% Spanish text, dates skewed to recent, a few pending, hidden, expired and sold ads.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '../common/locale/locales.ts';
import { QUOTAS } from '../seeds/demo/quotas.ts';
import type { Random } from '../seeds/demo/random.ts';
import type { ReferenceData } from '../server/catalogue/reference-data.ts';
import { keepValidFilters, writerFor } from '../server/demo/demo-plan.ts';
import type { GeoProvince, GeoTown } from '../server/geo/geo-types.ts';
import { listCommunities, listProvinces, listTowns } from '../server/geo/geography.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CATALAN_SPEAKING = new Set([
  'barcelona',
  'girona',
  'lleida',
  'tarragona',
  'illes-balears',
  'valencia',
  'alicante',
]);
const SOLD_CATEGORIES = new Set(['horses', 'ponies', 'riding_equipment', 'clothing']);

/** Columns of `classifieds` written by COPY, in this order. */
export const AD_COLUMNS = [
  'id',
  'slug',
  'owner_id',
  'status',
  'active',
  'type',
  'subcategory_key',
  'title',
  'description',
  'price',
  'language',
  'country_code',
  'community_id',
  'province_id',
  'town_id',
  'lat',
  'lng',
  'filter_values',
  'horse_name',
  'birth_year',
  'height_cm',
  'sire',
  'dam',
  'sold_at',
  'submitted_at',
  'published_at',
  'expires_at',
  'created_at',
  'updated_at',
] as const;

interface WeightedPicker<T> {
  pick(random: Random): T;
}

/** Picks from cumulative weights by binary search: a million picks among thousands of towns. */
function weightedPicker<T>(items: readonly T[], weights: readonly number[]): WeightedPicker<T> {
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight;
    cumulative.push(sum);
  }
  return {
    pick(random) {
      const target = random.next() * sum;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] ?? 0) <= target) low = middle + 1;
        else high = middle;
      }
      return items[low] as T;
    },
  };
}

interface Place {
  province: GeoProvince;
  towns: WeightedPicker<GeoTown>;
}

export interface AdGenerator {
  /** One ad as a COPY text-format line (tab-separated, `\N` for null). */
  line(serial: number): string;
}

export function createAdGenerator(options: {
  random: Random;
  reference: ReferenceData;
  ownerIds: string[];
  now: number;
}): AdGenerator {
  const { random, reference, ownerIds, now } = options;
  const subcategories = reference.categories.flatMap((category) =>
    category.subcategories
      .filter((sub) => writerFor(sub.key))
      .map((sub) => ({ sub, categoryKey: category.key, quota: QUOTAS[sub.key] ?? [3, 0] })),
  );
  const subcategoryPicker = weightedPicker(
    subcategories,
    subcategories.map(({ quota }) => quota[0] + quota[1]),
  );
  const places = (country: string) => {
    const list = listCommunities(country)
      .flatMap((community) =>
        listProvinces(community.id).map((province) => {
          const towns = listTowns(province.id);
          const weights = towns.map((town) => Math.sqrt(town.population ?? 500));
          return {
            place: { province, towns: weightedPicker(towns, weights) },
            weight: weights.reduce((a, b) => a + b, 0),
          };
        }),
      )
      .filter((each) => each.weight > 0);
    return weightedPicker<Place>(
      list.map((each) => each.place),
      list.map((each) => each.weight),
    );
  };
  const spain = places('ES');
  const portugal = places('PT');

  function chooseLanguage(country: string, provinceSlug: string): Locale {
    const roll = random.next();
    if (roll < 0.1) return 'en';
    if (country === 'PT') return roll < 0.95 ? 'pt' : 'es';
    if (CATALAN_SPEAKING.has(provinceSlug)) return roll < 0.55 ? 'ca' : 'es';
    return 'es';
  }

  function line(serial: number): string {
    const { sub, categoryKey, quota } = subcategoryPicker.pick(random);
    const type = random.next() < quota[1] / (quota[0] + quota[1]) ? 'demand' : 'offer';
    const country = random.chance(0.85) ? 'ES' : 'PT';
    const place = (country === 'ES' ? spain : portugal).pick(random);
    const town = place.towns.pick(random);
    const language = chooseLanguage(country, place.province.slug);
    const writer = writerFor(sub.key);
    if (!writer) throw new Error(`no writer for ${sub.key}`);
    const written = writer(
      {
        random,
        language,
        type,
        subcategory: sub.key,
        town: town.name,
        province: place.province.name[language],
        year: new Date(now).getUTCFullYear(),
      },
      reference.filters,
    );
    const filterValues = keepValidFilters(written.filterValues, sub.key, reference.filters);
    const price = sub.withPrice ? written.price : null;

    const status = random.weighted(['approved', 'pending', 'refused', 'draft'] as const, [93, 3, 2, 2]);
    const expired = random.chance(0.04);
    const publishedAt = expired
      ? now - (91 + random.int(0, 60)) * DAY_MS
      : now - random.next() ** 1.4 * 88 * DAY_MS - random.int(1, 3600) * 1000;
    const sold =
      type === 'offer' && SOLD_CATEGORIES.has(categoryKey) && random.chance(0.06)
        ? Math.min(now - 3_600_000, publishedAt + random.int(2, 30) * DAY_MS)
        : null;
    const horse = written.horse;
    const values = [
      randomUUID(),
      `bench-${serial.toString(36)}`,
      ownerIds[serial % ownerIds.length],
      status,
      random.chance(0.97) ? 't' : 'f',
      type,
      sub.key,
      written.title,
      written.description,
      price,
      language,
      country,
      place.province.community,
      place.province.id,
      town.id,
      town.lat,
      town.lng,
      JSON.stringify(filterValues),
      horse.horseName,
      horse.birthYear,
      horse.heightCm,
      horse.sire,
      horse.dam,
      sold === null ? null : new Date(sold).toISOString(),
      new Date(publishedAt - 3_600_000).toISOString(),
      status === 'approved' ? new Date(publishedAt).toISOString() : null,
      new Date(publishedAt + 90 * DAY_MS).toISOString(),
      new Date(publishedAt - 7_200_000).toISOString(),
      new Date(publishedAt).toISOString(),
    ];
    return values.map(copyValue).join('\t');
  }

  return { line };
}

/** A value in COPY's text format. */
function copyValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}
