import { describe, expect, test } from 'vitest';
import { compareWithTarget, compareWithTargets, meetsTarget, pick, TARGETS } from './bench-targets.ts';

function target(id: string) {
  const found = TARGETS.find((each) => each.id === id);
  if (!found) throw new Error(`no target ${id}`);
  return found;
}

const search = (size: number, p95: number) => ({ results: [{ size, passes: { warm: { overall: { p95 } } } }] });

describe('bench targets', () => {
  test('every target has a distinct id', () => {
    expect(new Set(TARGETS.map((each) => each.id)).size).toBe(TARGETS.length);
  });

  test('directions: at most, strictly below, at least', () => {
    expect(meetsTarget('at-most', 15, 15)).toBe(true);
    expect(meetsTarget('below', 100, 100)).toBe(false);
    expect(meetsTarget('at-least', 400, 400)).toBe(true);
    expect(meetsTarget('at-least', 399, 400)).toBe(false);
  });

  test('search p95 at 100k: met, or missed with the difference and the ratio', () => {
    expect(compareWithTarget(target('search-100k-p95'), search(100_000, 12)).status).toBe('met');
    const missed = compareWithTarget(target('search-100k-p95'), search(100_000, 18));
    expect(missed).toMatchObject({ status: 'missed', measured: 18, difference: 3, ratio: 1.2, target: '≤ 15 ms' });
  });

  test('a run at other settings shows its value but neither meets nor misses', () => {
    const small = compareWithTarget(target('search-100k-p95'), search(10_000, 50));
    expect(small).toMatchObject({ status: 'other-settings', measured: 50, at: '10,000 ads, warm' });
    const chat = compareWithTarget(target('chat-delivery-p99'), {
      settings: { sockets: 200, rate: 50 },
      deliveryMs: { p99: 20 },
    });
    expect(chat.status).toBe('other-settings');
  });

  test('http targets read the one-process run', () => {
    const result = {
      settings: { ads: 100_000 },
      runs: [
        { workers: 1, requestsPerSecond: { average: 350 }, latencyMs: { p99: 90 } },
        { workers: 2, requestsPerSecond: { average: 700 }, latencyMs: { p99: 40 } },
      ],
    };
    // A file from before the page cache: every page was rendered.
    expect(compareWithTarget(target('http-search-rps-rendered'), result)).toMatchObject({
      status: 'missed',
      measured: 350,
    });
    expect(compareWithTarget(target('http-search-p99-rendered'), result)).toMatchObject({
      status: 'met',
      measured: 90,
    });
    expect(compareWithTarget(target('http-search-rps'), result).status).toBe('not-measured');
  });

  test('http targets tell the page cache run from the rendered one', () => {
    const result = {
      settings: { ads: 100_000 },
      runs: [
        { workers: 1, pageCache: true, requestsPerSecond: { average: 450 }, latencyMs: { p99: 80 } },
        { workers: 1, pageCache: false, requestsPerSecond: { average: 80 }, latencyMs: { p99: 900 } },
      ],
    };
    expect(compareWithTarget(target('http-search-rps'), result)).toMatchObject({ status: 'met', measured: 450 });
    expect(compareWithTarget(target('http-search-rps-rendered'), result)).toMatchObject({
      status: 'missed',
      measured: 80,
    });
  });

  test('http targets read the npm start run: the search mix served, the long tail rendered, ad pages, home, page bytes', () => {
    const result = {
      settings: { ads: 100_000 },
      revisions: { candidate: { searchPage: { htmlBytes: 110_000, dataPayloadBytes: 25_600 } } },
      summary: {
        'search mix': { candidate: { requestsPerSecond: 900, p99Ms: 60 } },
        'long-tail search': { candidate: { requestsPerSecond: 120, p99Ms: 400, nodeCpuMsPerRequest: 6 } },
        'ad pages': { candidate: { requestsPerSecond: 700 } },
        home: { candidate: { requestsPerSecond: 1_400 } },
      },
      runs: [{ mix: 'search mix', revision: 'candidate' }],
    };
    const status = (id: string) => compareWithTarget(target(id), result);
    expect(status('http-search-rps')).toMatchObject({ status: 'met', measured: 900 });
    expect(status('http-search-rps-rendered')).toMatchObject({ status: 'missed', measured: 120 });
    expect(status('http-long-tail-rps')).toMatchObject({ status: 'missed', measured: 120 });
    expect(status('http-long-tail-p99')).toMatchObject({ status: 'missed', measured: 400 });
    expect(status('http-long-tail-node-cpu')).toMatchObject({ status: 'missed', measured: 6 });
    expect(status('http-ad-pages-rps')).toMatchObject({ status: 'met', measured: 700 });
    expect(status('http-home-rps')).toMatchObject({ status: 'missed', measured: 1_400 });
    expect(status('http-search-html')).toMatchObject({ status: 'met', measured: 107.4 });
    expect(status('http-search-data')).toMatchObject({ status: 'missed', measured: 25 });
    // 500 connections is the overload check: its fast "busy" answers are no throughput.
    const overload = { ...result, settings: { ads: 100_000, connections: 500 } };
    expect(compareWithTarget(target('http-long-tail-rps'), overload)).toMatchObject({ status: 'other-settings' });
    expect(compareWithTarget(target('http-long-tail-node-cpu'), overload)).toMatchObject({ status: 'other-settings' });
  });

  test('Lighthouse pages are found by the shape of their path', () => {
    const result = {
      runsPerPage: 3,
      results: {
        '/': { medians: { performance: 97, seo: 100 } },
        '/s/yegua-pre-sevilla-abc123': { medians: { performance: 94 } },
      },
    };
    expect(compareWithTarget(target('lighthouse-home-performance'), result).status).toBe('met');
    expect(compareWithTarget(target('lighthouse-ad-performance'), result)).toMatchObject({
      status: 'missed',
      difference: -1,
    });
    expect(compareWithTarget(target('lighthouse-search-seo'), result).status).toBe('not-measured');
  });

  test('a bench that wrote nothing leaves its targets not measured', () => {
    const outcomes = compareWithTargets({ 'page-weight': { pages: { 'ad-page-en': { gzipKb: 119.8 } } } });
    expect(outcomes.find((each) => each.id === 'page-weight-ad-page')?.status).toBe('met');
    expect(outcomes.filter((each) => each.bench === 'chat').every((each) => each.status === 'not-measured')).toBe(true);
  });

  test('pick walks parsed JSON and stops at a missing step', () => {
    expect(pick({ a: [{ b: 2 }] }, 'a.0.b')).toBe(2);
    expect(pick({ a: null }, 'a.b')).toBeUndefined();
  });
});
