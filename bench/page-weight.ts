/**
 * `npm run bench:page-weight`: the JavaScript a page makes the browser download, gzipped, read
 * from the build's route manifest (bench/support/page-weight.ts). Target (issue 4): the ad page
 * ≤ 120 KB. Writes bench/results/runs/page-weight-<date>-<time>.json.
 */
import { describeMachine, writeBenchResult } from './support/bench-result.ts';
import { measurePageWeights, PAGE_WEIGHT_TARGETS_KB } from './support/page-weight.ts';

const pages = Object.fromEntries(
  Object.entries(measurePageWeights('build/client')).map(([routeId, weight]) => {
    const target = PAGE_WEIGHT_TARGETS_KB[routeId];
    return [
      routeId,
      { ...weight, target: target ?? null, pass: target === undefined ? null : weight.gzipKb <= target },
    ];
  }),
);
const out = writeBenchResult('page-weight', { machine: describeMachine(), pages });
for (const [route, page] of Object.entries(pages))
  console.log(
    `${route}: ${page.gzipKb} KB gzip in ${page.files} files${page.target ? ` (target ≤ ${page.target} KB: ${page.pass ? 'pass' : 'FAIL'})` : ''}`,
  );
console.log(`→ ${out}`);
if (Object.values(pages).some((page) => page.pass === false)) process.exitCode = 1;
