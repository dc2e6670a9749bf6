/**
 * `node bench/summarize-runs.ts`: rebuilds every bench/results/<bench>.summary.json from the raw runs
 * in bench/results/runs/ (BENCH_RESULTS_DIR elsewhere). Each bench refreshes its own summary as it
 * writes a run; this is for runs gathered by hand, e.g. the runs kept in git before summaries
 * (bench/README.md says how to get them back).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { benchResultsDir, rawRunsDir, recordRun, summaryFile } from './support/bench-result.ts';

/** The benches that write results; `summary` is the old name of run-all's `targets`. */
const BENCHES = ['page-weight', 'lighthouse', 'relevance', 'images', 'backup', 'search', 'chat', 'gate', 'http'];

/** A raw file's bench and label: `search-100k-onepass-1-2026-11-24.json` → search, 100k-onepass-1. */
export function parseRunName(file: string): { bench: string; label?: string } | undefined {
  const stem = file.replace(/\.json$/, '');
  const bench = stem.startsWith('summary-') ? 'targets' : BENCHES.find((name) => stem.startsWith(`${name}-`));
  if (!bench) return undefined;
  const label = stem
    .slice(bench === 'targets' ? 'summary-'.length : bench.length + 1)
    .replace(/(^|-)\d{4}-\d{2}-\d{2}(-\d{6})?(?=-|$)/, '')
    .replace(/^-|-$/g, '');
  return label ? { bench, label } : { bench };
}

function main() {
  const resultsDir = benchResultsDir();
  const runs = readdirSync(rawRunsDir(resultsDir))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const name = parseRunName(file);
      if (!name) return [];
      const result = JSON.parse(readFileSync(path.join(rawRunsDir(resultsDir), file), 'utf8'));
      return [{ ...name, raw: file, result }];
    })
    .sort((a, b) => String(a.result.date).localeCompare(String(b.result.date)));
  for (const bench of new Set(runs.map((run) => run.bench))) rmSync(summaryFile(resultsDir, bench), { force: true });
  for (const run of runs) recordRun(resultsDir, run);
  console.log(`${runs.length} runs summarized into ${new Set(runs.map((run) => run.bench)).size} summaries`);
}

if (import.meta.main) main();
