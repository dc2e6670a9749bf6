import { describe, expect, test } from 'vitest';
import { parseSliceIndexName, sliceIndexName, sliceSamples, sliceShowsPastSample } from './recent-slice.ts';

describe('the slice indexes carry their edge in their names', () => {
  test('whole seconds since the epoch, read back as written', () => {
    const edge = new Date('2026-11-14T14:21:36.000Z');
    expect(sliceIndexName('text', edge)).toBe('search_ads_recent_text_1794666096');
    expect(parseSliceIndexName('search_ads_recent_tags_1794666096')).toEqual({
      kind: 'tags',
      epochSeconds: 1794666096,
    });
  });

  test('other names are not slices', () => {
    expect(parseSliceIndexName('search_ads_text_idx')).toBeNull();
    expect(parseSliceIndexName('search_ads_recent_text_12x')).toBeNull();
    expect(parseSliceIndexName('search_ads_recent_words_1794666096')).toBeNull();
  });
});

describe('a count short of its sample in the slice (decision 0051)', () => {
  const slice = { edge: '2026-11-17T22:42:29.000Z', share: 0.2 };

  test('stands as a sample when its matches put the whole table far past the sample', () => {
    // 371 in a fifth of the ads: ~1,855 in all, past 1.5 × 1,001.
    expect(sliceShowsPastSample(slice, 371, 1_001)).toBe(true);
    expect(sliceShowsPastSample(slice, 301, 1_001)).toBe(true);
  });

  test('is counted again over every ad when the total may be under the sample', () => {
    // 200 in a fifth: ~1,000 in all, which only a count of every ad tells exactly.
    expect(sliceShowsPastSample(slice, 200, 1_001)).toBe(false);
    expect(sliceShowsPastSample(slice, 300, 1_001)).toBe(false);
    expect(sliceShowsPastSample(slice, 0, 1_001)).toBe(false);
    expect(sliceShowsPastSample({ ...slice, share: 0 }, 900, 1_001)).toBe(false);
  });
});

describe('a count reads the slice (decision 0053)', () => {
  const slice = { edge: '2026-11-17T22:42:29.000Z', share: 0.2 };

  test('from ~3,000 expected matches: their ~600 in a fifth of the ads stand for the table', () => {
    expect(sliceSamples(slice, 3_003, 1_001)).toBe(true);
    expect(sliceSamples(slice, 5_000, 1_001)).toBe(true);
    // Whatever the slice's share: a larger slice holds more of them.
    expect(sliceSamples({ ...slice, share: 0.3 }, 3_003, 1_001)).toBe(true);
  });

  test('not for fewer, nor without a slice or an estimate', () => {
    expect(sliceSamples(slice, 3_000, 1_001)).toBe(false);
    expect(sliceSamples(null, 50_000, 1_001)).toBe(false);
    expect(sliceSamples(slice, null, 1_001)).toBe(false);
    expect(sliceSamples({ ...slice, share: 0 }, 50_000, 1_001)).toBe(false);
  });
});
