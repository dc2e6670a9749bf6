import { priceUnitsFor } from '../../../common/ads/price-terms.ts';
import { IBERIAN_SIRES, MARE_NAMES, WARMBLOOD_SIRES } from './horse-words.ts';
import type { HorseFields } from './writing.ts';

/**
 * A small number from a text, the same every run: the demo's later additions are picked with it
 * rather than with the seeded random, whose sequence every existing demo ad depends on.
 */
function pick<T>(list: readonly T[], text: string, salt: string): T {
  let hash = 7;
  for (const char of `${salt}:${text}`) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return list[hash % list.length] as T;
}

/** The grandparents of a demo horse with a pedigree: from the lines its sire comes from. */
export function demoGrandparents(horse: Pick<HorseFields, 'sire' | 'dam'>) {
  if (!horse.sire) return { sireSire: null, damSire: null, damDam: null };
  const lines = IBERIAN_SIRES.includes(horse.sire) ? IBERIAN_SIRES : WARMBLOOD_SIRES;
  const others = lines.filter((name) => name !== horse.sire);
  return {
    sireSire: pick(others, horse.sire, 'sire'),
    damSire: horse.dam ? pick(others, horse.dam, 'dam-sire') : null,
    damDam: horse.dam
      ? pick(
          MARE_NAMES.filter((name) => name !== horse.dam),
          horse.dam,
          'dam-dam',
        )
      : null,
  };
}

/** How a demo ad's price reads: its subcategory's usual unit; one in four offers negotiable. */
export function demoPriceTerms(ad: { slug: string; subcategoryKey: string; price: number | null }) {
  if (ad.price === null) return { priceType: 'on_request' as const, priceUnit: null };
  return {
    priceType: pick([0, 1, 2, 3], ad.slug, 'price') === 0 ? ('negotiable' as const) : ('fixed' as const),
    priceUnit: priceUnitsFor(ad.subcategoryKey)[0] ?? null,
  };
}
