import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recentlyViewedCookie } from './recently-viewed.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('recently viewed ads', () => {
  it('puts the ad viewed first, once, and keeps the eight newest', () => {
    let header: string | null = null;
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 3]) {
      const cookie = recentlyViewedCookie(header, id(n));
      header = cookie.split(';')[0] ?? null;
    }
    expect(readRecentlyViewed(header)).toEqual([id(3), id(9), id(8), id(7), id(6), id(5), id(4), id(2)]);
  });

  it('ignores what is not an ad id', () => {
    expect(readRecentlyViewed(`recent=${id(1)}.x'--.${id(2)}`)).toEqual([id(1), id(2)]);
    expect(readRecentlyViewed(null)).toEqual([]);
  });
});
