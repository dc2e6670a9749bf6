/** A tile's box in page coordinates (scrolling while dragging does not move it). */
export interface Slot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a dragged photo lands: the place whose centre is nearest the pointer. */
export function dropIndex(point: { x: number; y: number }, slots: readonly Slot[]): number {
  let nearest = 0;
  let best = Number.POSITIVE_INFINITY;
  for (const [index, slot] of slots.entries()) {
    const distance = Math.hypot(point.x - (slot.left + slot.width / 2), point.y - (slot.top + slot.height / 2));
    if (distance < best) {
      best = distance;
      nearest = index;
    }
  }
  return nearest;
}

/** The place tile `index` shows in while the tile from `from` is held over `to`: the others make room. */
export function placeDuringDrag(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (to < from && index >= to && index < from) return index + 1;
  return index;
}

/** Pixels per frame the page scrolls while a photo is held near the top or bottom of the screen. */
export function edgeScrollSpeed(pointerY: number, viewportHeight: number, edge = 64, fastest = 14): number {
  if (pointerY < edge) return -Math.ceil(((edge - Math.max(0, pointerY)) / edge) * fastest);
  const fromBottom = viewportHeight - pointerY;
  if (fromBottom < edge) return Math.ceil(((edge - Math.max(0, fromBottom)) / edge) * fastest);
  return 0;
}
