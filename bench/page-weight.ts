/**
 * `npm run bench:page-weight`: the JavaScript a page makes the browser download, gzipped, read
 * from the build's route manifest (entry, root, layouts and the route with all their imports).
 * Target (issue 4): the ad page ≤ 120 KB. Writes bench/results/page-weight-<date>.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ASSETS = 'build/client/assets';
const TARGETS_KB: Record<string, number> = { 'ad-page-en': 120 };
const ROUTES = [
  'home-en',
  'ad-page-en',
  'search-en',
  'category-en',
  'ad-add-en',
  'settings-ads-active-en',
  'admin-moderation-en',
];

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
const file = readdirSync(ASSETS).find((name) => name.startsWith('manifest-'));
if (!file) throw new Error('No build: run `npx react-router build` first');
const manifest = JSON.parse(
  readFileSync(path.join(ASSETS, file), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
) as { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const gzipKb = (asset: string) => gzipSync(readFileSync(path.join('build/client', asset))).length / 1024;

function pageAssets(routeId: string): Set<string> {
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

const pages = Object.fromEntries(
  ROUTES.map((routeId) => {
    const assets = [...pageAssets(routeId)];
    const kb = Math.round(assets.reduce((sum, asset) => sum + gzipKb(asset), 0) * 10) / 10;
    const target = TARGETS_KB[routeId];
    return [
      routeId,
      { gzipKb: kb, files: assets.length, target: target ?? null, pass: target === undefined ? null : kb <= target },
    ];
  }),
);
const result = {
  date: new Date().toISOString(),
  machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, node: process.version },
  pages,
};
mkdirSync('bench/results', { recursive: true });
const out = `bench/results/page-weight-${result.date.slice(0, 10)}.json`;
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
for (const [route, page] of Object.entries(pages))
  console.log(
    `${route}: ${page.gzipKb} KB gzip in ${page.files} files${page.target ? ` (target ≤ ${page.target} KB: ${page.pass ? 'pass' : 'FAIL'})` : ''}`,
  );
console.log(`→ ${out}`);
if (Object.values(pages).some((page) => page.pass === false)) process.exitCode = 1;
