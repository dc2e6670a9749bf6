import { expect, test } from 'vitest';
import { answerTimes, tcpListenCounters } from './answer-times.ts';

test('answers are told apart by status and by whether they were their connection’s first', () => {
  const times = answerTimes();
  const [first, second] = [{}, {}];
  times.record(first, 503, 15_007);
  times.record(first, 503, 80);
  times.record(second, 200, 1_200);
  times.record(second, 503, 90);
  times.record(second, 200, 6_000);
  const summary = times.summary();
  expect(summary.byStatus['200']).toMatchObject({ count: 2, max: 6_000, over1s: 2, over5s: 1, over10s: 0 });
  expect(summary.byStatus['503']).toMatchObject({ count: 3, p50: 90, max: 15_007, over10s: 1 });
  expect(summary.firstOnConnection).toMatchObject({ count: 2, max: 15_007, over1s: 2, over10s: 1 });
  expect(summary.later).toMatchObject({ count: 3, max: 6_000, over5s: 1, over10s: 0 });
});

test('the kernel’s listen-queue counters are read on Linux', () => {
  if (process.platform !== 'linux') return;
  const counters = tcpListenCounters();
  expect(counters?.listenOverflows).toBeGreaterThanOrEqual(0);
  expect(counters?.synRetransmits).toBeGreaterThanOrEqual(0);
});
