import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from 'react';
import { dropIndex, edgeScrollSpeed, placeDuringDrag, type Slot } from './photo-drag.ts';

/** A mouse must move this far before a press becomes a drag: a click stays a click. */
const MOUSE_SLOP_PX = 4;

interface Held {
  id: string;
  from: number;
  pointerId: number;
  /** Where the press started, in page coordinates. */
  startX: number;
  startY: number;
  /** Where the pointer is now, in the window. */
  clientX: number;
  clientY: number;
  active: boolean;
}

interface Drag {
  id: string;
  from: number;
  to: number;
  dx: number;
  dy: number;
}

/**
 * Reordering photos with a pointer: a mouse anywhere on a photo, a finger or a pen on its handle
 * (so a finger elsewhere still scrolls the page). The held photo follows the pointer, the others
 * make room, and letting go saves the new place with `onDrop`; near the screen's edges the page
 * scrolls. Keyboards have the buttons under each photo.
 */
export function usePhotoSorting({ ids, onDrop }: { ids: readonly string[]; onDrop: (id: string, to: number) => void }) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const held = useRef<Held | null>(null);
  const latest = useRef<Drag | null>(null);
  const slots = useRef<Slot[]>([]);
  const tiles = useRef(new Map<string, HTMLElement>());
  const scrolling = useRef(0);

  function follow() {
    const now = held.current;
    if (!now?.active) return;
    const from = slots.current[now.from];
    if (!from) return;
    const dx = now.clientX + window.scrollX - now.startX;
    const dy = now.clientY + window.scrollY - now.startY;
    // The place is where the held photo's middle is, not the finger: a handle sits at its corner.
    const middle = { x: from.left + from.width / 2 + dx, y: from.top + from.height / 2 + dy };
    latest.current = { id: now.id, from: now.from, to: dropIndex(middle, slots.current), dx, dy };
    setDrag(latest.current);
  }

  function scrollNearEdges() {
    if (scrolling.current) return;
    const step = () => {
      const now = held.current;
      const speed = now?.active ? edgeScrollSpeed(now.clientY, window.innerHeight) : 0;
      if (!speed) {
        scrolling.current = 0;
        return;
      }
      window.scrollBy(0, speed);
      follow();
      scrolling.current = requestAnimationFrame(step);
    };
    scrolling.current = requestAnimationFrame(step);
  }

  function lift(now: Held) {
    now.active = true;
    slots.current = ids.map((id) => {
      const box = tiles.current.get(id)?.getBoundingClientRect();
      return box
        ? { left: box.left + window.scrollX, top: box.top + window.scrollY, width: box.width, height: box.height }
        : { left: 0, top: 0, width: 0, height: 0 };
    });
    follow();
  }

  function end(drop: boolean) {
    const last = latest.current;
    held.current = null;
    latest.current = null;
    cancelAnimationFrame(scrolling.current);
    scrolling.current = 0;
    setDrag(null);
    if (drop && last && last.to !== last.from) onDrop(last.id, last.to);
  }

  // Escape puts the photo back where it was.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') end(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  function tile(id: string, index: number) {
    const style = styleOf(id, index);
    return {
      ref: (element: HTMLElement | null) => {
        if (element) tiles.current.set(id, element);
        else tiles.current.delete(id);
      },
      style,
      'data-dragging': drag?.id === id ? '' : undefined,
      onPointerDown(event: PointerEvent<HTMLElement>) {
        const target = event.target as Element;
        if (!event.isPrimary || held.current) return;
        if (event.pointerType === 'mouse') {
          if (event.button !== 0 || target.closest('button, a, input, form')) return;
          // No text selection, no browser image drag.
          event.preventDefault();
        } else if (!target.closest('[data-drag-handle]')) {
          return;
        }
        event.currentTarget.setPointerCapture(event.pointerId);
        const now: Held = {
          id,
          from: index,
          pointerId: event.pointerId,
          startX: event.clientX + window.scrollX,
          startY: event.clientY + window.scrollY,
          clientX: event.clientX,
          clientY: event.clientY,
          active: false,
        };
        held.current = now;
        // A finger on the handle lifts the photo at once; a mouse waits to see a drag, not a click.
        if (event.pointerType !== 'mouse') lift(now);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const now = held.current;
        if (!now || now.pointerId !== event.pointerId) return;
        now.clientX = event.clientX;
        now.clientY = event.clientY;
        if (!now.active) {
          const moved = Math.hypot(
            event.clientX + window.scrollX - now.startX,
            event.clientY + window.scrollY - now.startY,
          );
          if (moved < MOUSE_SLOP_PX) return;
          lift(now);
          return;
        }
        follow();
        scrollNearEdges();
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (held.current?.pointerId === event.pointerId) end(true);
      },
      onPointerCancel(event: PointerEvent<HTMLElement>) {
        if (held.current?.pointerId === event.pointerId) end(false);
      },
    };
  }

  function styleOf(id: string, index: number): CSSProperties | undefined {
    if (!drag) return undefined;
    if (id === drag.id) return { transform: `translate(${drag.dx}px, ${drag.dy}px)` };
    const place = placeDuringDrag(index, drag.from, drag.to);
    const here = slots.current[index];
    const there = slots.current[place];
    if (place === index || !here || !there) return undefined;
    return { transform: `translate(${there.left - here.left}px, ${there.top - here.top}px)` };
  }

  return { sorting: dragging, tile };
}
