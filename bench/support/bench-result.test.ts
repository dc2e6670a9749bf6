import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { parseRunName } from '../summarize-runs.ts';
import { headlineOf } from './bench-headline.ts';
import { compactJson, SUMMARY_RUNS, writeBenchResult } from './bench-result.ts';

const machine = { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, node: 'v24', sharp: { vips: '8.18' } };
const pageWeight = (adPageKb: number) => ({
  machine,
  pages: { 'home-en': { gzipKb: 115.1 }, 'ad-page-en': { gzipKb: adPageKb } },
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function readSummary(bench: string) {
  return JSON.parse(readFileSync(path.join(dir, `${bench}.summary.json`), 'utf8'));
}

describe('bench results', () => {
  test('the raw run goes to runs/, its machine, date and headline to the top of the summary', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    const first = writeBenchResult('page-weight', pageWeight(119.8), {
      resultsDir: dir,
      now: new Date('2026-11-27T10:00:00Z'),
    });
    const second = writeBenchResult('page-weight', pageWeight(121.04), {
      resultsDir: dir,
      label: 'before',
      now: new Date('2026-11-28T10:15:30Z'),
    });

    expect(first).toBe(path.join(dir, 'runs', 'page-weight-2026-11-27-100000.json'));
    expect(second).toBe(path.join(dir, 'runs', 'page-weight-before-2026-11-28-101530.json'));
    expect(JSON.parse(readFileSync(second, 'utf8')).pages['ad-page-en'].gzipKb).toBe(121.04);
    expect(readdirSync(dir).sort()).toEqual(['page-weight.summary.json', 'runs']);

    const summary = readSummary('page-weight');
    expect(summary.runs.map((run: { raw: string }) => run.raw)).toEqual([
      'page-weight-before-2026-11-28-101530.json',
      'page-weight-2026-11-27-100000.json',
    ]);
    expect(summary.runs[0]).toEqual({
      date: '2026-11-28T10:15:30.000Z',
      label: 'before',
      raw: 'page-weight-before-2026-11-28-101530.json',
      machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, node: 'v24' },
      headline: {
        'page-weight-ad-page': '121.04 KB: missed (≤ 120 KB; build)',
        gzipKb: { 'home-en': 115.1, 'ad-page-en': 121.04 },
      },
    });
  });

  test(`a summary keeps the newest ${SUMMARY_RUNS} runs`, () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    for (let day = 1; day <= SUMMARY_RUNS + 2; day += 1) {
      writeBenchResult(
        'backup',
        { machine, ads: day, backupMs: 100 * day },
        {
          resultsDir: dir,
          now: new Date(Date.UTC(2026, 10, day)),
        },
      );
    }
    const runs = readSummary('backup').runs;
    expect(runs).toHaveLength(SUMMARY_RUNS);
    expect(runs[0].headline).toEqual({ ads: SUMMARY_RUNS + 2, backupMs: 100 * (SUMMARY_RUNS + 2) });
    expect(runs.at(-1).headline.ads).toBe(3);
    expect(readdirSync(path.join(dir, 'runs'))).toHaveLength(SUMMARY_RUNS + 2);
  });

  test('the headline of a search run: its targets and the warm percentiles per size', () => {
    const run = (size: number, p95: number) => ({
      size,
      passes: { warm: { overall: { p50: 6.123456, p95, p99: 22 } } },
    });
    expect(headlineOf('search', { results: [run(100_000, 14.47), run(1_000_000, 31)] })).toEqual({
      'search-100k-p95': '14.47 ms: met (≤ 15 ms; 100,000 ads, warm)',
      'search-1m-p95': '31 ms: missed (≤ 30 ms; 1,000,000 ads, warm)',
      'warm at 100,000 ads': { p50: 6.123, p95: 14.47, p99: 22 },
      'warm at 1,000,000 ads': { p50: 6.123, p95: 31, p99: 22 },
    });
  });

  test('the headline of an http run names every mix, the first views of ads too, which no target reads', () => {
    const costs = { requestsPerSecond: 197, p99Ms: 380, nodeCpuMsPerRequest: 7.16, postgresCpuMsPerRequest: 2.47 };
    const headline = headlineOf('http', { summary: { 'ad first views': { candidate: { ...costs, failed: 0 } } } });
    expect(headline).toEqual({ byMix: { 'ad first views': costs } });
  });

  test('a bench without a headline of its own summarizes its top-level numbers', () => {
    expect(headlineOf('search-tail', { date: 'x', queries: 40, slowestMs: 81.23456, rows: [1, 2] })).toEqual({
      queries: 40,
      slowestMs: 81.235,
    });
  });

  test('old raw file names give their bench and label', () => {
    expect(parseRunName('search-100k-onepass-1-2026-11-24.json')).toEqual({ bench: 'search', label: '100k-onepass-1' });
    expect(parseRunName('http-2026-11-23-shell.json')).toEqual({ bench: 'http', label: 'shell' });
    expect(parseRunName('page-weight-2026-11-28.json')).toEqual({ bench: 'page-weight' });
    expect(parseRunName('chat-10k-1k-run2-2026-11-24.json')).toEqual({ bench: 'chat', label: '10k-1k-run2' });
    expect(parseRunName('search-before-2026-11-28-101530.json')).toEqual({ bench: 'search', label: 'before' });
    expect(parseRunName('summary-2026-11-24.json')).toEqual({ bench: 'targets' });
    expect(parseRunName('notes.json')).toBeUndefined();
  });

  test('summaries are JSON with short objects on one line', () => {
    const value = { bench: 'x', runs: [{ machine: { cpus: 2, node: 'v24' }, list: [1, 2], note: 'a, b: c' }] };
    const text = compactJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('"machine": { "cpus": 2, "node": "v24" }');
    expect(text).toContain('"note": "a, b: c"');
    expect(compactJson({ a: {} })).toBe('{ "a": {} }');
  });
});
