import { builtinModules } from 'node:module';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { routeModuleReloadGuard } from './scripts/route-module-reload-guard.ts';

const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * A page that imports a server module by mistake (a constant beside database code) would ship a
 * broken chunk: Vite only warns and stubs Node's modules. Fail the browser build instead.
 */
function noNodeModulesInTheBrowser(): Plugin {
  return {
    name: 'galope:no-node-modules-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (NODE_BUILTINS.has(source)) {
        this.error(`${importer ?? 'a module'} imports '${source}', which cannot run in the browser`);
      }
      return null;
    },
  };
}

const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const SHELL =
  /[\\/]app[\\/](root|layouts[\\/]default|components[\\/](site-|route-error-boundary|form[\\/]csrf-input|left-menu|navigation-progress|language-switcher|logo|add-classified-button|search-bar|avatar)|lib[\\/](meta|lazy-component|use-alternates|should-revalidate-layout|use-current-search-form|search-form|reload-on-missing-chunk))/;

export default defineConfig({
  plugins: [reactRouter(), noNodeModulesInTheBrowser(), routeModuleReloadGuard()],
  // One stylesheet (about 15 kB) instead of one per route: each render-blocking request costs a
  // round trip on a phone (Lighthouse mobile home: LCP 2.35 s split, 2.26 s single; perf 95 → 96).
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    // Fewer, larger files for what every page loads (bench:page-weight; docs/decisions/0012 and its
    // 2026-11-24 update): React, React DOM, React Router and the shell every page renders in one
    // file (two gzip streams cost 0.7 kB more), the ad parts that go together (picture, heart,
    // processing placeholder, professional tag, the lazy-part helpers) in another. The rest splits
    // per route; a module joins the shared file only when 16 route entries (four pages in four locales) use it: at 8,
    // the search and browse routes pushed the form and empty-state modules into a second shared file
    // every page downloads. The settings layout and the user menu (signed-in visitors) load on their
    // own (docs/decisions/0023-page-shell.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) || SHELL.test(id),
              priority: 10,
            },
            {
              name: 'ad-parts',
              test: /[\\/]app[\\/](components[\\/](ad[\\/](ad-picture|ad-image|photo-processing)|engagement[\\/]favourite-button|professional-tag)|lib[\\/]lazy-(near-screen|component))/,
              priority: 8,
            },
            { name: 'shell', test: /[\\/](app|server)[\\/]/, minShareCount: 16, priority: 5 },
          ],
        },
      },
    },
  },
});
