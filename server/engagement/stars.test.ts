import { describe, expect, test } from 'vitest';
import { isStars, parseStars } from './stars.ts';

describe('stars', () => {
  test('a form value from "1" to "5" is that many stars', () => {
    expect(['1', '2', '3', '4', '5'].map(parseStars)).toEqual([1, 2, 3, 4, 5]);
  });

  test('anything else from a form is no rating', () => {
    for (const value of ['0', '6', '4.5', ' 4', '44', '', 'five', null, undefined, 4]) {
      expect(parseStars(value), String(value)).toBeUndefined();
    }
  });

  test('only whole numbers from 1 to 5 are stars', () => {
    expect([1, 5].every(isStars)).toBe(true);
    expect([0, 6, 2.5, Number.NaN, '3'].some(isStars)).toBe(false);
  });
});
