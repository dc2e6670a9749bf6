import type { classifieds } from '../db/tables.ts';

type AdRow = typeof classifieds.$inferSelect;
export type AdValues = Partial<typeof classifieds.$inferInsert>;

/**
 * The seller's own words on the ad: a change to any of them is read by a moderator before buyers
 * see it (decisions 0011 and 0059). Price, attributes chosen from the catalogue, numbers, codes and
 * the place apply at once.
 */
const REVIEWED_TEXT = new Set<keyof AdValues>([
  'title',
  'description',
  'horseName',
  'studbook',
  'sire',
  'dam',
  'sireSire',
  'damSire',
  'damDam',
]);

/** The fields of `next` whose value differs from the ad's: a form posted again unchanged has none. */
export function changedFields(current: AdRow, next: AdValues): (keyof AdValues)[] {
  return (Object.keys(next) as (keyof AdValues)[]).filter((field) => !sameValue(current[field], next[field]));
}

/**
 * Splits an edit of an approved ad: what waits for a moderator in the ad's revision, what applies at
 * once (decision 0059 as amended). The category and photos are staged where they change.
 */
export function splitReviewed(values: AdValues): { reviewed: AdValues; immediate: AdValues } {
  const entries = Object.entries(values) as [keyof AdValues, unknown][];
  return {
    reviewed: Object.fromEntries(entries.filter(([field]) => REVIEWED_TEXT.has(field))) as AdValues,
    immediate: Object.fromEntries(entries.filter(([field]) => !REVIEWED_TEXT.has(field))) as AdValues,
  };
}

function sameValue(current: unknown, next: unknown): boolean {
  if (typeof current === 'string' || typeof next === 'string') return sameText(current, next);
  if (isRecord(current) && isRecord(next)) return sameChoices(current, next);
  return (current ?? null) === (next ?? null);
}

/** Text as a browser posts it again: line breaks as CRLF, an empty field for none. */
function sameText(current: unknown, next: unknown): boolean {
  const plain = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');
  return plain(current) === plain(next);
}

/** Filter values (filter slug → item slugs): the same items, in any order. */
function sameChoices(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const canonical = (choices: Record<string, unknown>) =>
    JSON.stringify(
      Object.entries(choices)
        .filter(([, items]) => !Array.isArray(items) || items.length > 0)
        .map(([slug, items]) => [slug, Array.isArray(items) ? [...items].map(String).sort() : items])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  return canonical(current) === canonical(next);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
