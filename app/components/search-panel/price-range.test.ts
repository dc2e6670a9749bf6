import { describe, expect, test } from 'vitest';
import { parsePrice, setPriceMax, setPriceMin, stepPrice } from './price-range.ts';

describe('setPriceMin', () => {
  test('keeps max when min stays under it', () => {
    expect(setPriceMin({ min: 100, max: 500 }, 400)).toEqual({ min: 400, max: 500 });
  });
  test('pushes max to min + 1 when min reaches max', () => {
    expect(setPriceMin({ min: 100, max: 500 }, 500)).toEqual({ min: 500, max: 501 });
  });
  test('pushes max to min + 1 when min passes max', () => {
    expect(setPriceMin({ min: 100, max: 500 }, 900)).toEqual({ min: 900, max: 901 });
  });
  test('leaves an unset max alone', () => {
    expect(setPriceMin({ min: null, max: null }, 900)).toEqual({ min: 900, max: null });
  });
  test('clearing min keeps max', () => {
    expect(setPriceMin({ min: 100, max: 500 }, null)).toEqual({ min: null, max: 500 });
  });
});

describe('setPriceMax', () => {
  test('keeps min when max stays above it', () => {
    expect(setPriceMax({ min: 100, max: 500 }, 300)).toEqual({ min: 100, max: 300 });
  });
  test('pulls min to max − 1 when max reaches min', () => {
    expect(setPriceMax({ min: 300, max: 500 }, 300)).toEqual({ min: 299, max: 300 });
  });
  test('pulls min to max − 1 when max goes below min', () => {
    expect(setPriceMax({ min: 300, max: 500 }, 50)).toEqual({ min: 49, max: 50 });
  });
  test('never pulls min below 0', () => {
    expect(setPriceMax({ min: 5, max: 500 }, 0)).toEqual({ min: 0, max: 0 });
  });
  test('leaves an unset min alone', () => {
    expect(setPriceMax({ min: null, max: 500 }, 1)).toEqual({ min: null, max: 1 });
  });
});

describe('stepPrice', () => {
  test('goes up to the next multiple of the step', () => {
    expect(stepPrice(1, 1)).toBe(100);
    expect(stepPrice(250, 1)).toBe(300);
    expect(stepPrice(300, 1)).toBe(400);
  });
  test('goes down to the previous multiple, never under 1', () => {
    expect(stepPrice(250, -1)).toBe(200);
    expect(stepPrice(300, -1)).toBe(200);
    expect(stepPrice(100, -1)).toBe(1);
    expect(stepPrice(1, -1)).toBe(1);
  });
  test('starts an unset bound at the first step or the minimum', () => {
    expect(stepPrice(null, 1)).toBe(100);
    expect(stepPrice(null, -1)).toBe(1);
  });
});

describe('parsePrice', () => {
  test('reads whole numbers and treats empty or junk as unset', () => {
    expect(parsePrice('1500')).toBe(1500);
    expect(parsePrice(' ')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
  });
});
