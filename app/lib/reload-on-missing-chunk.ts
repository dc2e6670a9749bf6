/** Spec §9 reload guard: at most one reload per minute. */
export const RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'galope:chunk-reload-at';

/**
 * After a deploy, an open tab may ask for a route chunk that no longer exists. Spec §8: reload
 * the page so it picks up the new build, at most once per minute so a real outage cannot loop.
 */
export function reloadOnMissingChunk(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!shouldReload(target.sessionStorage, Date.now())) return;
    event.preventDefault();
    target.location.reload();
  });
}

export function shouldReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}
