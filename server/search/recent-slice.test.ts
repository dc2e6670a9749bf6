import { describe, expect, test } from 'vitest';
import { parseSliceIndexName, sliceIndexName } from './recent-slice.ts';

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
