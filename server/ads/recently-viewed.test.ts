import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recentlyViewedCookie, recentlyViewedCookieFor } from './recently-viewed.ts';

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

  it("remakes an ad page's cookie for another reader: that ad in front of their own list, nobody else's", () => {
    const keptForA = recentlyViewedCookie(`recent=${id(9)}.${id(8)}`, id(1));
    expect(keptForA.startsWith(`recent=${id(1)}.${id(9)}.${id(8)};`)).toBe(true);
    // For a guest without the cookie: the ad alone.
    expect(recentlyViewedCookieFor(keptForA, null)).toBe(recentlyViewedCookie(null, id(1)));
    // For a reader with a list: theirs, the ad moved to the front.
    const remade = recentlyViewedCookieFor(
      recentlyViewedCookie(null, id(1)),
      `lang=es; recent=${id(2)}.${id(1)}.${id(3)}`,
    );
    expect(remade?.split(';')[0]).toBe(`recent=${id(1)}.${id(2)}.${id(3)}`);
    expect(recentlyViewedCookieFor('recent=nonsense; Path=/', null)).toBeUndefined();
    expect(recentlyViewedCookieFor(`lang=es; recent=${id(1)}`, null)).toBeUndefined();
  });
});
