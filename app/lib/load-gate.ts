import { LINK_PREFETCH_IDLE_TIMEOUT_MS } from './navigation-timing.ts';

/** Every gate still closed, so the first interaction or the idle page opens them all. */
const closed = new Set<() => void>();
let armed = false;

export type LoadGate = { ready: Promise<void>; open: () => void };

/**
 * What a lazily loaded, server-rendered part waits for before its code downloads (`lazyComponent`'s
 * gate): its own moment (near the screen, a menu opened), or at the latest the reader's first
 * interaction with the page or its first idle moment, once `armLoadGates` ran after hydration.
 *
 * Why a gate cannot wait for its own moment alone: while a part's server HTML waits for its code,
 * React holds back every transition that reaches it through a context (a fetcher's answer, a
 * navigation), so a heart pressed at the top of the page would not change until the reader
 * scrolled to the footer or opened the share menu.
 */
export function loadGate(): LoadGate {
  let open = () => {};
  const ready = new Promise<void>((resolve) => {
    open = () => {
      closed.delete(open);
      resolve();
    };
  });
  if (typeof document !== 'undefined') closed.add(open);
  return { ready, open };
}

/** Called from a gated part's effect: arms, once at a time, the opening of every closed gate. */
export function armLoadGates(): void {
  if (armed || closed.size === 0) return;
  armed = true;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  let idle = 0;
  const openAll = () => {
    armed = false;
    for (const type of events) window.removeEventListener(type, openAll, { capture: true });
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
    for (const open of [...closed]) open();
  };
  // Before the press's own update: the code is on its way when the transition needs it.
  for (const type of events) window.addEventListener(type, openAll, { capture: true, passive: true });
  idle =
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(openAll, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS })
      : window.setTimeout(openAll, LINK_PREFETCH_IDLE_TIMEOUT_MS);
}
