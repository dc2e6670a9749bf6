import { describe, expect, it } from 'vitest';
import { answeredFromCache, spreadSample } from './page-cache-warmth.ts';

describe('page cache warmth', () => {
  it('samples addresses spread over the whole list, not its start', () => {
    const list = Array.from({ length: 2000 }, (_, index) => `/s/ad-${index}`);
    const sample = spreadSample(list, 4);
    expect(sample).toEqual(['/s/ad-0', '/s/ad-500', '/s/ad-1000', '/s/ad-1500']);
    expect(spreadSample(list, 4, 1)).toEqual(['/s/ad-1', '/s/ad-501', '/s/ad-1001', '/s/ad-1501']);
    expect(spreadSample(['/a', '/b'], 40)).toEqual(['/a', '/b']);
  });

  it('counts a kept page and one being rendered again as answered from the cache, a miss not', () => {
    expect(answeredFromCache('hit')).toBe(true);
    expect(answeredFromCache('stale')).toBe(true);
    expect(answeredFromCache('miss')).toBe(false);
    expect(answeredFromCache(null)).toBe(false);
  });
});
