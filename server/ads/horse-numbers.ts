/**
 * A horse's age and height are asked once, as a birth year and centimetres (issue 30): the
 * catalogue's range filters (`edad`, `alzada`, `alzada-poni`), which the search filters on, are
 * derived from them instead of being asked a second time, and the numbers are checked against the
 * subcategory they are posted in.
 */
export const DERIVED_FILTERS = new Set(['edad', 'alzada', 'alzada-poni']);

/** Subcategories of foals and youngstock: up to three years old. */
const YOUNGSTOCK = new Set(['young_horses', 'pony_foals']);
const YOUNGSTOCK_MAX_AGE = 3;
/** A pony measures 148 cm or less at the withers (the `alzada-poni` filter's last range). */
const PONY_MAX_CM = 148;

/** The `edad` item of a horse born in `birthYear`, as of `currentYear`. */
export function ageRange(birthYear: number, currentYear: number): string {
  const age = currentYear - birthYear;
  if (age <= 3) return '0-3';
  if (age <= 6) return '4-6';
  if (age <= 10) return '7-10';
  if (age <= 15) return '11-15';
  return 'mas-de-15';
}

/** The `alzada` (horses) or `alzada-poni` item of a height in centimetres; none for a pony over 148 cm. */
export function heightRange(heightCm: number, filter: 'alzada' | 'alzada-poni'): string | undefined {
  if (filter === 'alzada') {
    if (heightCm < 148) return 'menos-de-148';
    if (heightCm <= 155) return '148-155';
    if (heightCm <= 162) return '156-162';
    if (heightCm <= 168) return '163-168';
    return 'mas-de-168';
  }
  if (heightCm < 110) return 'menos-de-110';
  if (heightCm <= 120) return '110-120';
  if (heightCm <= 130) return '121-130';
  if (heightCm <= 140) return '131-140';
  if (heightCm <= PONY_MAX_CM) return '141-148';
  return undefined;
}

/**
 * What a birth year and a height say about the ad's horse that its subcategory contradicts: a
 * foal older than three, a pony taller than 148 cm. Catalogue keys by field; empty when consistent.
 */
export function checkHorseNumbers(options: {
  subcategoryKey: string;
  isPony: boolean;
  birthYear: number | undefined;
  heightCm: number | undefined;
  currentYear: number;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { birthYear, heightCm } = options;
  if (birthYear !== undefined && YOUNGSTOCK.has(options.subcategoryKey)) {
    if (options.currentYear - birthYear > YOUNGSTOCK_MAX_AGE) errors.birthYear = ['validation.youngstock_too_old'];
  }
  if (heightCm !== undefined && options.isPony && heightCm > PONY_MAX_CM)
    errors.heightCm = ['validation.pony_too_tall'];
  return errors;
}

/**
 * The range filters as the numbers give them, for the filters the subcategory has. Without a
 * number, what the ad had stays (an ad written before the ranges were derived keeps its range).
 */
export function derivedRanges(options: {
  filterSlugs: string[];
  birthYear: number | undefined;
  heightCm: number | undefined;
  currentYear: number;
  current: Record<string, string[]>;
}): Record<string, string[]> {
  const ranges: Record<string, string[]> = {};
  for (const slug of options.filterSlugs.filter((each) => DERIVED_FILTERS.has(each))) {
    const derived =
      slug === 'edad'
        ? options.birthYear !== undefined
          ? ageRange(options.birthYear, options.currentYear)
          : undefined
        : options.heightCm !== undefined
          ? heightRange(options.heightCm, slug === 'alzada' ? 'alzada' : 'alzada-poni')
          : undefined;
    const value = derived ? [derived] : options.current[slug];
    if (value?.length) ranges[slug] = value;
  }
  return ranges;
}
