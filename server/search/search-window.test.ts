import { describe, expect, test } from 'vitest';
import { instant, sliceHoldsWindowShortfall } from './search-window.ts';

describe('after a window of the newest ads that held too few matches (decision 0051)', () => {
  // The recent slice: 180,000 ads since the 17th. A window of the last day: 9,000 ads.
  const slice = { edge: '2026-11-17T22:42:29.000Z', ads: 180_000 };
  const window = { edge: '2026-11-26 14:03:31.959+00', ads: 9_000 };

  test('the slice is read next when the window was narrower and its matches fill the slice', () => {
    // 418 of 500 in 9,000 ads: ~8,360 expected in the slice.
    expect(sliceHoldsWindowShortfall({ window, slice, found: 418, need: 500 })).toBe(true);
    // 40 in 9,000: 800 expected, past 1.25 × 500.
    expect(sliceHoldsWindowShortfall({ window, slice, found: 40, need: 500 })).toBe(true);
  });

  test('the whole table is read when the slice would fall short too, or is no wider', () => {
    expect(sliceHoldsWindowShortfall({ window, slice, found: 30, need: 500 })).toBe(false);
    // Nothing found: no density to go by (a word whose estimate was wrong, or that is in no ad).
    expect(sliceHoldsWindowShortfall({ window, slice, found: 0, need: 500 })).toBe(false);
    // The window was the slice itself, or wider.
    expect(sliceHoldsWindowShortfall({ window: { ...slice }, slice, found: 400, need: 500 })).toBe(false);
    const wider = { edge: '2026-11-10 08:00:00+00', ads: 260_000 };
    expect(sliceHoldsWindowShortfall({ window: wider, slice, found: 400, need: 500 })).toBe(false);
  });

  test("PostgreSQL's histogram bounds and ISO instants are read alike", () => {
    expect(instant('2026-11-26 14:03:31.959+00')).toBe(Date.parse('2026-11-26T14:03:31.959Z'));
    expect(instant('2026-11-17T22:42:29.000Z')).toBe(Date.parse('2026-11-17T22:42:29.000Z'));
  });
});
