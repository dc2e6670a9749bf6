/**
 * `node bench/search-page-parts.ts [base URL]`: the bytes of ten varied search pages of a running
 * Galope on the demo data (issue 32: HTML ≤ 120 KB, data payload ≤ 20 KB): words, words and
 * filters, browse without words, a typo, other languages, page 2. Uncompressed HTML, inline CSS
 * and React Router's data payload (bench/support/page-parts.ts), each page and the medians.
 * With SEARCH_PARTS_JSON=<file>, also writes them there (to compare a before and an after).
 */
import { writeFileSync } from 'node:fs';
import { measurePageParts, type PageParts } from './support/page-parts.ts';

const SEARCHES = [
  '/search?q=caballo',
  '/search?q=caballo&province=cadiz',
  '/search?q=yegua&subcategory=yeguas-y-sementales&province=sevilla',
  '/search?subcategory=caballos-de-deporte&filter.capa=castano&filter.capa=tordo',
  '/search?type=all&with_price=1&price_min=1000&price_max=20000',
  '/search',
  '/search?q=silla',
  '/search?q=lusitno',
  '/en/search?q=horse&sort=price_asc',
  '/search?q=caballo&page=2',
];

const base = process.argv[2] ?? 'http://127.0.0.1:4723';
const rows: (PageParts & { path: string })[] = [];
for (const path of SEARCHES) {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  rows.push({ path, ...measurePageParts(await response.text()) });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
console.log('  HTML KB  data KB  search');
for (const row of rows) console.log(`${kb(row.htmlBytes)}   ${kb(row.dataPayloadBytes)}   ${row.path}`);
const medians = {
  htmlBytes: median(rows.map((row) => row.htmlBytes)),
  dataPayloadBytes: median(rows.map((row) => row.dataPayloadBytes)),
};
console.log(`${kb(medians.htmlBytes)}   ${kb(medians.dataPayloadBytes)}   median`);
if (process.env.SEARCH_PARTS_JSON)
  writeFileSync(process.env.SEARCH_PARTS_JSON, `${JSON.stringify({ rows, medians }, null, 2)}\n`);
