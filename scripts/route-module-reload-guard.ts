import type { Plugin } from 'vite';

/** The window property app/lib/reload-on-missing-chunk.ts sets: may React Router reload now? */
export const ROUTE_MODULE_RELOAD_HOOK = '__galopeMayReloadForRouteModule';

const ROUTE_MODULES_FILE = /node_modules[\\/]react-router[\\/]dist[\\/].*[\\/]routeModules\.js$/;
const UNGUARDED_RELOAD = /window\.location\.reload\(\);(\s*)return new Promise\(\(\) => \{\}\);/;

/**
 * Spec §8: a missing chunk reloads the page at most once per minute. React Router reloads on its
 * own when a route module fails to import (`loadRouteModule` in lib/dom/ssr/routeModules.js), with
 * no guard: the hook asks first; when the minute's reload is spent it does not reload (the hook
 * loads the page being navigated to as a document instead, app/lib/reload-on-missing-chunk.ts). Throws when React Router's code no longer
 * reads as expected, so an upgrade cannot drop the guard silently.
 */
export function guardRouteModuleReload(code: string): string {
  if (!UNGUARDED_RELOAD.test(code)) {
    throw new Error("react-router's route-module reload changed: update scripts/route-module-reload-guard.ts");
  }
  return code.replace(
    UNGUARDED_RELOAD,
    `if (typeof window.${ROUTE_MODULE_RELOAD_HOOK} === "function" && !window.${ROUTE_MODULE_RELOAD_HOOK}()) return new Promise(() => {});$1window.location.reload();$1return new Promise(() => {});`,
  );
}

/** The browser build's copy of React Router, with the guard in (see `guardRouteModuleReload`). */
export function routeModuleReloadGuard(): Plugin {
  return {
    name: 'galope:route-module-reload-guard',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!ROUTE_MODULES_FILE.test(id)) return null;
      return { code: guardRouteModuleReload(code), map: null };
    },
  };
}
