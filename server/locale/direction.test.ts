import { describe, expect, test } from 'vitest';
import { DIRECTIONS, LOCALES } from '../../common/locale/locales.ts';
import { DIRECTION_PREVIEW_COOKIE, pageDirection } from './direction.ts';

describe('page direction (spec §1)', () => {
  test('each locale has its direction; all four read left to right', () => {
    expect(Object.keys(DIRECTIONS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(pageDirection(locale, null, () => true)).toBe('ltr');
  });

  test('the preview cookie turns the page right to left only where previews are allowed', () => {
    const cookie = `layout=grid; ${DIRECTION_PREVIEW_COOKIE}=rtl`;
    expect(pageDirection('en', cookie, () => true)).toBe('rtl');
    expect(pageDirection('en', cookie, () => false)).toBe('ltr');
    expect(pageDirection('en', `${DIRECTION_PREVIEW_COOKIE}=sideways`, () => true)).toBe('ltr');
  });
});
