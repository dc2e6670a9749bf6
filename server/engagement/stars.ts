/** A rating's stars (spec §1): a whole number from 1 to 5. */
const MIN_STARS = 1;
const MAX_STARS = 5;

export function isStars(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_STARS && value <= MAX_STARS;
}

/** The stars a form sent, or undefined for anything but "1" to "5". */
export function parseStars(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : undefined;
}
