/**
 * The JavaScript a page makes the browser download, gzipped, read from a build's route manifest
 * (entry, root, layouts and the route with all their imports). Shared by `npm run bench:page-weight`
 * and the gate, which measures two builds (candidate and baseline) with the same code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 4: the ad page ≤ 120 KB gzip; the other pages are watched against the same budget. */
const PAGE_WEIGHT_BUDGET_KB = 120;
export const PAGE_WEIGHT_TARGETS_KB: Record<string, number> = { 'ad-page-en': PAGE_WEIGHT_BUDGET_KB };
const PAGE_WEIGHT_ROUTES = [
  'home-en',
  'ad-page-en',
  'search-en',
  'category-en',
  'ad-add-en',
  'settings-ads-active-en',
  'admin-moderation-en',
];

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };
export type PageWeight = { gzipKb: number; files: number };

function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => name.startsWith('manifest-')) : undefined;
  if (!file) throw new Error(`No build in ${clientDir}: run \`npx react-router build\` first`);
  return JSON.parse(
    readFileSync(path.join(assets, file), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  ) as Manifest;
}

function pageAssets(manifest: Manifest, routeId: string): Set<string> {
  const assets = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (
    let route: ManifestRoute | undefined = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    assets.add(route.module);
    for (const asset of route.imports ?? []) assets.add(asset);
  }
  return assets;
}

/**
 * Gzipped JavaScript per route of the build in `clientDir` (`build/client`); a route the build
 * does not have (an older revision) is left out.
 */
export function measurePageWeights(clientDir: string, routes = PAGE_WEIGHT_ROUTES): Record<string, PageWeight> {
  const manifest = readManifest(clientDir);
  const gzipKb = (asset: string) => gzipSync(readFileSync(path.join(clientDir, asset))).length / 1024;
  return Object.fromEntries(
    routes
      .filter((routeId) => manifest.routes[routeId])
      .map((routeId) => {
        const assets = [...pageAssets(manifest, routeId)];
        const kb = Math.round(assets.reduce((sum, asset) => sum + gzipKb(asset), 0) * 10) / 10;
        return [routeId, { gzipKb: kb, files: assets.length }];
      }),
  );
}
