/** Every gate still closed, so the first interaction or the router's first update opens them all. */
const closed = new Set<() => void>();
let armed = false;
/**
 * Whether that moment has passed: a gate made after it (a gated part inside a chunk the opening
 * itself loaded, as the ad page's rating in its reading column) opens at once. Left closed, it
 * waited for a next interaction while the update that loaded it was held back on its part: a
 * phone number asked for at once never showed.
 */
let passed = false;

export type LoadGate = { ready: Promise<void>; open: () => void };

/**
 * What a lazily loaded, server-rendered part waits for before its code downloads (`lazyComponent`'s
 * gate): its own moment (near the screen, a menu opened), or at the latest the reader's first
 * interaction with the page or React Router's first update, once `armLoadGates` ran after hydration.
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
  if (passed) open();
  else if (typeof document !== 'undefined') closed.add(open);
  return { ready, open };
}

type RouterState = {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
};
type RouterWindow = Window & {
  __reactRouterDataRouter?: { subscribe: (listener: (state: RouterState) => void) => () => void };
};

/** Whether React Router is about to render an update (a navigation, a revalidation, a fetcher). */
function routerBusy(state: RouterState): boolean {
  return (
    state.navigation.state !== 'idle' ||
    state.revalidation !== 'idle' ||
    [...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle')
  );
}

/**
 * Called from a gated part's effect: arms, once at a time, the opening of every closed gate at the
 * reader's first interaction or when React Router starts an update (a navigation, a revalidation,
 * a fetcher), whichever comes first. Not at idle: a page that loads and is only read pays nothing
 * (Lighthouse's blocking time counted the idle hydration: home 90 with it, 98 without).
 */
export function armLoadGates(): void {
  if (armed || closed.size === 0) return;
  armed = true;
  const events = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;
  let unsubscribe = () => {};
  const openAll = () => {
    armed = false;
    passed = true;
    for (const type of events) window.removeEventListener(type, openAll, { capture: true });
    unsubscribe();
    for (const open of [...closed]) open();
  };
  // Before the press's own update: the code is on its way when the transition needs it.
  for (const type of events) window.addEventListener(type, openAll, { capture: true, passive: true });
  // Any update the router renders (a timer's revalidation, a socket's, the back button) opens them too:
  // the transition then waits for the code, not for the reader.
  unsubscribe =
    (window as RouterWindow).__reactRouterDataRouter?.subscribe((state) => {
      if (routerBusy(state)) openAll();
    }) ?? (() => {});
}
