/** Where a photo goes: one place earlier or later, to the front (the cover), or to a place by number (a drag). */
export type PhotoMove = 'earlier' | 'later' | 'first' | number;

/** A move as a form sends it (`to`), or undefined when it is neither a direction nor a place among `max`. */
export function parsePhotoMove(value: unknown, max: number): PhotoMove | undefined {
  if (value === 'earlier' || value === 'later' || value === 'first') return value;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const place = Number(value);
  return place < max ? place : undefined;
}

/**
 * The photos' order after `id` moves: the server saves it, and the browser shows it at once while
 * the server does. A place past the end is the last place; an unknown id changes nothing.
 */
export function movedOrder<T extends string>(ids: readonly T[], id: T, to: PhotoMove): T[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const target = to === 'first' ? 0 : to === 'earlier' ? from - 1 : to === 'later' ? from + 1 : to;
  const order = ids.filter((each) => each !== id);
  order.splice(Math.max(0, Math.min(ids.length - 1, target)), 0, id);
  return order;
}
