/** A price range as the panel holds it: either bound may be unset. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** Steps of the − and + buttons: a euro at a time would take minutes to reach a horse's price. */
const PRICE_STEP = 100;
/** The price inputs' minimum (spec §5 and §9). */
export const PRICE_MIN = 1;

/** Spec §4: raising min to reach or pass max pushes max to min + 1. */
export function setPriceMin(range: PriceRange, min: number | null): PriceRange {
  if (min !== null && range.max !== null && min >= range.max) return { min, max: min + 1 };
  return { min, max: range.max };
}

/** Spec §4: lowering max to min or below pulls min to max − 1, never below 0. */
export function setPriceMax(range: PriceRange, max: number | null): PriceRange {
  if (max !== null && range.min !== null && max <= range.min) return { min: Math.max(0, max - 1), max };
  return { min: range.min, max };
}

/** The next value of a stepper: to the next multiple of the step up or down, never under the minimum. */
export function stepPrice(value: number | null, direction: 1 | -1): number {
  if (value === null) return direction === 1 ? PRICE_STEP : PRICE_MIN;
  const next =
    direction === 1 ? Math.floor(value / PRICE_STEP + 1) * PRICE_STEP : Math.ceil(value / PRICE_STEP - 1) * PRICE_STEP;
  return Math.max(PRICE_MIN, next);
}

/** What a price input's text means: a whole number, or unset when empty or not a number. */
export function parsePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Math.round(Number(text));
  return Number.isFinite(value) && value >= 0 ? value : null;
}
