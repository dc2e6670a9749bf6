import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../common/locale/locale-cookie.ts';
import { LAYOUT_COOKIE } from '../../common/search/layout-preference.ts';
import { recentlyViewedCookie } from '../ads/recently-viewed.ts';
import { CSRF_COOKIE } from './csrf.ts';
import { carriesAnyOf, keptCookiesFor, mayUseKeptPages } from './page-cache-cookies.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe("page cache's cookie rules", () => {
  it('lets a guest with the recently viewed ads use kept pages, and sends any other cookie past the cache', () => {
    expect(mayUseKeptPages(null)).toBe(true);
    expect(mayUseKeptPages(`${CSRF_COOKIE}=x; ${LOCALE_COOKIE}=es; ${LAYOUT_COOKIE}=row`)).toBe(true);
    expect(mayUseKeptPages(`recent=${A}`)).toBe(true);
    expect(mayUseKeptPages(`${LOCALE_COOKIE}=es; recent=${A}.${B}; ${CSRF_COOKIE}=x`)).toBe(true);
    expect(mayUseKeptPages(`recent=${A}; __session=abc`)).toBe(false);
    expect(mayUseKeptPages(`recent=${A}; pending_favourite=x`)).toBe(false);
    expect(mayUseKeptPages('unknown=1')).toBe(false);
  });

  it('says whether the reader has a cookie a page read, whatever its value', () => {
    expect(carriesAnyOf(`${LOCALE_COOKIE}=es; recent=${A}`, ['recent'])).toBe(true);
    expect(carriesAnyOf('recent=', ['recent'])).toBe(true);
    expect(carriesAnyOf('recent=%E0', ['recent'])).toBe(true);
    expect(carriesAnyOf(`${LOCALE_COOKIE}=es; ${CSRF_COOKIE}=x`, ['recent'])).toBe(false);
    expect(carriesAnyOf(null, ['recent'])).toBe(false);
    expect(carriesAnyOf(`recent=${A}`, [])).toBe(false);
  });

  it("sets a kept ad page's recently viewed cookie from the reader's own list, and any other cookie as kept", () => {
    const kept = recentlyViewedCookie(null, B);
    expect(keptCookiesFor([kept], null)).toEqual([kept]);
    expect(keptCookiesFor([kept], `recent=${A}`)).toEqual([recentlyViewedCookie(`recent=${A}`, B)]);
    expect(keptCookiesFor([kept], `recent=${A}`)[0]).toMatch(new RegExp(`^recent=${B}\\.${A};`));
    expect(keptCookiesFor(['other=1; Path=/', kept], null)).toEqual(['other=1; Path=/', kept]);
    expect(keptCookiesFor(['recent=junk; Path=/'], `recent=${A}`)).toEqual([]);
  });
});
