import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { reloadOnMissingChunk } from '../app/lib/reload-on-missing-chunk.ts';
import { guardRouteModuleReload, ROUTE_MODULE_RELOAD_HOOK } from './route-module-reload-guard.ts';

type LoadRouteModule = (route: { id: string; module: string }, cache: Record<string, unknown>) => Promise<unknown>;

/** React Router's own loader as the browser build ships it: its file, through the guard. */
async function guardedLoader(): Promise<LoadRouteModule> {
  const source = readFileSync('node_modules/react-router/dist/production/lib/dom/ssr/routeModules.js', 'utf8');
  const file = path.join(tmpdir(), `route-modules-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, guardRouteModuleReload(source));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { loadRouteModule: LoadRouteModule })
    .loadRouteModule;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A window with the app's guard installed (entry.client's `reloadOnMissingChunk(window)`). */
function browserWindow() {
  const reload = vi.fn();
  const assign = vi.fn();
  const win = {
    location: { reload, assign },
    sessionStorage: memoryStorage(),
    addEventListener: vi.fn(),
    // React Router's router, navigating to the search page.
    __reactRouterDataRouter: {
      state: { navigation: { location: { pathname: '/en/search', search: '?q=x', hash: '' } } },
    },
  };
  reloadOnMissingChunk(win as unknown as Window);
  return { win, reload, assign };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("React Router's route-module reload (spec §8)", () => {
  test('the hook name matches the one the browser sets', () => {
    const { win } = browserWindow();
    expect(typeof (win as unknown as Record<string, unknown>)[ROUTE_MODULE_RELOAD_HOOK]).toBe('function');
  });

  test('a missing route module reloads once; within the minute it loads the next page as a document instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadRouteModule = await guardedLoader();
    const { win, reload, assign } = browserWindow();
    vi.stubGlobal('window', win);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const missing = () => ({ id: 'routes/gone', module: pathToFileURL(path.join(tmpdir(), 'no-such-chunk.js')).href });

    // First failure: React Router reloads (its promise never settles: the page is going away).
    const first = loadRouteModule(missing(), {});
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    void first;

    // A second failure 13 s later: no reload; the page navigated to loads as a document.
    vi.setSystemTime(1_013_000);
    void loadRouteModule(missing(), {});
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/en/search?q=x'));
    expect(reload).toHaveBeenCalledTimes(1);

    // A minute after the first reload, a reload is allowed again.
    vi.setSystemTime(1_060_000);
    void loadRouteModule(missing(), {});
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  test('refuses a React Router whose reload code changed', () => {
    expect(() => guardRouteModuleReload('window.location.reload(true);')).toThrow(/update scripts/);
  });
});
