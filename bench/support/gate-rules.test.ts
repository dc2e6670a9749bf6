import { describe, expect, test } from 'vitest';
import {
  GATE_THRESHOLDS,
  judgeAnswers,
  judgeLoad,
  judgePageTimes,
  judgePageWeights,
  type LoadRound,
  median,
  slowerCheck,
} from './gate-rules.ts';

function rounds(requestsPerSecond: number[], p99Ms: number[], failures = 0, cpuMsPerRequest = 20): LoadRound[] {
  return requestsPerSecond.map((rps, index) => ({
    requestsPerSecond: rps,
    p50Ms: 10,
    p99Ms: p99Ms[index] ?? 0,
    cpuMsPerRequest,
    failures,
  }));
}

describe('gate rules', () => {
  test('median takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 9])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  test('an unchanged candidate passes even with one noisy round', () => {
    const checks = judgeLoad(rounds([200, 210, 205], [80, 85, 82]), rounds([208, 60, 199], [84, 400, 79]));
    expect(checks.every((check) => check.pass)).toBe(true);
  });

  test('throughput below 0.67 × the baseline fails, at 0.67 × it passes', () => {
    const baseline = rounds([300, 300, 300], [50, 50, 50]);
    const [slower] = judgeLoad(baseline, rounds([190, 195, 199], [50, 50, 50]));
    expect(slower?.pass).toBe(false);
    expect(slower?.ratio).toBeCloseTo(0.65, 2);
    const [atLimit] = judgeLoad(baseline, rounds([201, 201, 201], [50, 50, 50]));
    expect(atLimit?.pass).toBe(true);
  });

  test('p99 fails above 2 × the baseline + 50 ms, not at it', () => {
    const baseline = rounds([300, 300, 300], [100, 100, 100]);
    expect(judgeLoad(baseline, rounds([300, 300, 300], [250, 250, 250]))[1]?.pass).toBe(true);
    expect(judgeLoad(baseline, rounds([300, 300, 300], [251, 260, 290]))[1]?.pass).toBe(false);
  });

  test('the absolute floor keeps small latencies from failing on a few milliseconds', () => {
    expect(slowerCheck('p', 4, 12, 1.5, 5).pass).toBe(false);
    expect(slowerCheck('p', 4, 10, 1.5, 5).pass).toBe(true);
    expect(slowerCheck('p', 4, 12, GATE_THRESHOLDS.maxPageTimeRatio, GATE_THRESHOLDS.pageTimeFloorMs).pass).toBe(true);
  });

  test('CPU per request above 1.3 × the baseline + 1 ms fails', () => {
    const cpu = (checks: ReturnType<typeof judgeLoad>) => checks.find((check) => check.name.startsWith('CPU'))?.pass;
    expect(cpu(judgeLoad(rounds([300], [50], 0, 20), rounds([300], [50], 0, 27)))).toBe(true);
    expect(cpu(judgeLoad(rounds([300], [50], 0, 20), rounds([300], [50], 0, 27.1)))).toBe(false);
  });

  test('a candidate that fails requests the baseline answers fails', () => {
    const checks = judgeLoad(rounds([300], [50], 0), rounds([300], [50], 3));
    expect(checks.find((check) => check.name.startsWith('failed'))?.pass).toBe(false);
  });

  test('each page alone is compared by its median time; pages the baseline lacks are left out', () => {
    const checks = judgePageTimes(
      { home: [10, 11, 12], search: [20, 21, 22] },
      { home: [10, 30, 11], search: [41, 42, 43], 'new page': [5] },
    );
    expect(checks.map((check) => [check.name, check.pass])).toEqual([
      ['home alone (median)', true],
      ['search alone (median)', false],
    ]);
  });

  test('page JavaScript may grow 5% over the baseline, never past its budget', () => {
    const checks = judgePageWeights(
      { home: { gzipKb: 100, files: 5 }, ad: { gzipKb: 100, files: 5 }, search: { gzipKb: 115, files: 5 } },
      {
        home: { gzipKb: 105, files: 5 },
        ad: { gzipKb: 105.1, files: 5 },
        search: { gzipKb: 120.1, files: 5 },
        'new page': { gzipKb: 90, files: 4 },
        'ad-add': { gzipKb: 160, files: 4 },
      },
      GATE_THRESHOLDS,
      { search: 120, 'new page': 80 },
    );
    expect(Object.fromEntries(checks.map((check) => [check.name.split(' ')[0], check.pass]))).toEqual({
      home: true,
      ad: false,
      search: false,
      new: false,
      'ad-add': true,
    });
  });

  test('the ad page is held to the 120 KB budget of issue 4', () => {
    const [check] = judgePageWeights({}, { 'ad-page-en': { gzipKb: 120.2, files: 8 } });
    expect(check?.pass).toBe(false);
  });

  test('a page the baseline answers must answer 200 on the candidate', () => {
    const checks = judgeAnswers({ home: 200, ad: 200, gone: 404 }, { home: 200, ad: 500 });
    expect(checks.map((check) => [check.name, check.pass])).toEqual([
      ['home answers 200', true],
      ['ad answers 200', false],
    ]);
  });

  test('a labelled load names its checks after it, judged by the same rules', () => {
    const baseline = rounds([300, 300, 300], [50, 50, 50]);
    const checks = judgeLoad(baseline, rounds([150, 150, 150], [50, 50, 50]), GATE_THRESHOLDS, 'long-tail search');
    expect(checks[0]?.name).toBe('long-tail search: throughput under load (median of rounds)');
    expect(checks[0]?.pass).toBe(false);
    expect(checks.slice(1).every((check) => check.name.startsWith('long-tail search: '))).toBe(true);
  });
});
