/** Spec §9 reload guard: at most one reload per minute. */
export const RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'galope:chunk-reload-at';
/** Read by React Router's route-module loader, patched at build (scripts/route-module-reload-guard.ts). */
const ROUTE_MODULE_RELOAD_HOOK = '__galopeMayReloadForRouteModule';

/**
 * After a deploy, an open tab may ask for a route chunk that no longer exists. Spec §8: reload
 * the page so it picks up the new build, at most once per minute so a real outage cannot loop.
 * Both ways a chunk goes missing share the one budget: a lazy component (Vite's preload error) and
 * a route module (React Router's own reload, which asks the hook first). Past the budget a route
 * module's failure reloads nothing: the page being navigated to, if any, loads as a document (its
 * server HTML works without the missing code; a document load cannot fail into this again), else
 * the page stays as it is.
 */
export function reloadOnMissingChunk(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!shouldReload(target.sessionStorage, Date.now())) return;
    event.preventDefault();
    target.location.reload();
  });
  (target as unknown as Record<string, unknown>)[ROUTE_MODULE_RELOAD_HOOK] = () => {
    if (shouldReload(target.sessionStorage, Date.now())) return true;
    const pending = (target as RouterWindow).__reactRouterDataRouter?.state.navigation.location;
    if (pending) target.location.assign(`${pending.pathname}${pending.search}${pending.hash}`);
    return false;
  };
}

type RouterWindow = Window & {
  __reactRouterDataRouter?: {
    state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
  };
};

export function shouldReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}
