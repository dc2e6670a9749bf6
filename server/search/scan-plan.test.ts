import { describe, expect, it } from 'vitest';
import { searchCriteria } from '../../tests/support/search-criteria.ts';
import { bitmapPart, choosePricePage, chooseScanPlan, chooseWindowScan, walkRange } from './scan-plan.ts';

/** A search with words and an item; each test narrows it. */
const base = searchCriteria({
  q: 'yegua',
  type: 'offer',
  filters: { sexo: ['yegua'] },
  withPrice: true,
  priceMin: 100,
});

describe('chooseWindowScan', () => {
  it("walks a window much narrower than the word's matches", () => {
    // 'castr:*' at 1M: 201,595 estimated matches, a window of 8,686 ads.
    expect(chooseWindowScan({ windowAds: 8_686, bitmap: 201_595 })).toBe('walk');
  });

  it('reads the bitmap for a window as wide as the matches, or the recent slice', () => {
    // 'lusitano gelding' at 1M: ~4,000 matches, a window of 220,802 ads.
    expect(chooseWindowScan({ windowAds: 220_802, bitmap: 4_000 })).toBe('bitmap');
    // A word the slice holds: the window is the slice (180,557 ads).
    expect(chooseWindowScan({ windowAds: 180_557, bitmap: 300_000 })).toBe('bitmap');
  });
});

describe('chooseScanPlan', () => {
  it('walks for a word in a large share of the ads, at 100k and at 1M', () => {
    expect(chooseScanPlan({ estimate: 33_682, rows: 90_302 })).toBe('walk');
    expect(chooseScanPlan({ estimate: 400_000, rows: 1_000_000 })).toBe('walk');
    expect(chooseScanPlan({ estimate: 100_000, rows: 1_000_000 })).toBe('walk');
  });

  it('builds the bitmap for a word in a small share', () => {
    expect(chooseScanPlan({ estimate: 16_125, rows: 90_302 })).toBe('bitmap');
    expect(chooseScanPlan({ estimate: 2_000, rows: 1_000_000 })).toBe('bitmap');
    expect(chooseScanPlan({ estimate: 40_000, rows: 1_000_000 })).toBe('bitmap');
  });

  it('the same share of matches walks sooner in a larger table, where its bitmap is larger', () => {
    const share = 0.15;
    expect(chooseScanPlan({ estimate: share * 90_000, rows: 90_000 })).toBe('bitmap');
    expect(chooseScanPlan({ estimate: share * 1_000_000, rows: 1_000_000 })).toBe('walk');
  });

  it('a word whose sample the recent slice holds builds the smaller bitmap of the slice instead of walking', () => {
    // 'castrado caballo' at 1M: 27,517 matches, but 'caballo' alone is in ~400,000 ads.
    const search = { estimate: 27_517, rows: 866_798, bitmap: 400_000 };
    expect(chooseScanPlan(search)).toBe('walk');
    expect(chooseScanPlan({ ...search, bitmapShare: 0.2 })).toBe('bitmap');
  });

  it('builds the bitmap without statistics', () => {
    expect(chooseScanPlan({ estimate: 0, rows: 0 })).toBe('bitmap');
    expect(chooseScanPlan({ estimate: 500, rows: 0 })).toBe('bitmap');
  });
});

describe('chooseScanPlan within a range', () => {
  it('walks a subcategory where an item is common, though rare among all the ads', () => {
    // 'sexo/yegua' in a third of a subcategory holding a tenth of a million ads.
    expect(chooseScanPlan({ estimate: 33_000, rows: 1_000_000 })).toBe('bitmap');
    expect(chooseScanPlan({ estimate: 33_000, rows: 1_000_000, range: 100_000 })).toBe('walk');
  });
});

describe('walkRange', () => {
  it('is every ad without a category or a place', () => {
    expect(walkRange(base)).toBeNull();
  });

  it('keeps the category and the place, and drops what each row is tested for', () => {
    const range = walkRange({ ...base, subcategoryKey: 'sport_horses', provinceId: 'ES.51.SE' });
    expect(range).toMatchObject({ subcategoryKey: 'sport_horses', provinceId: 'ES.51.SE', q: '', type: 'all' });
    expect(range).toMatchObject({ filters: {}, withPrice: false, priceMin: null, includeSold: true });
  });

  it('drops the town and province of a radius, which the walk tests', () => {
    expect(walkRange({ ...base, provinceId: 'ES.51.SE', townId: 7, radiusKm: 25 })).toBeNull();
    expect(walkRange({ ...base, townId: 7, radiusKm: 25, categoryKey: 'horses' })).toMatchObject({
      categoryKey: 'horses',
      townId: null,
      radiusKm: null,
    });
  });
});

describe('chooseScanPlan with the bitmap’s own size', () => {
  it('walks when the bitmap of a common item is large though few ads match the whole search', () => {
    // An item in 110,000 ads of a million, with a subcategory of 80,000 holding 8,000 of them.
    expect(chooseScanPlan({ estimate: 8_000, rows: 1_000_000, range: 80_000 })).toBe('bitmap');
    expect(chooseScanPlan({ estimate: 8_000, rows: 1_000_000, range: 80_000, bitmap: 110_000 })).toBe('walk');
  });
});

describe('bitmapPart', () => {
  it('is the search itself when nothing else narrows it', () => {
    const unpriced = { ...base, withPrice: false, priceMin: null };
    expect(bitmapPart(unpriced)).toBeNull();
    expect(bitmapPart({ ...unpriced, townId: 7, radiusKm: 25 })).toBeNull();
    expect(bitmapPart(base)).not.toBeNull();
  });

  it('keeps the words, items and circle, and drops the rest', () => {
    const part = bitmapPart({ ...base, categoryKey: 'horses', townId: 7, radiusKm: 25, priceMin: 100 });
    expect(part).toMatchObject({ q: 'yegua', filters: { sexo: ['yegua'] }, townId: 7, radiusKm: 25 });
    expect(part).toMatchObject({ categoryKey: null, priceMin: null, type: 'all', includeSold: true });
    expect(bitmapPart({ ...base, provinceId: 'ES.51.SE' })).toMatchObject({ provinceId: null, townId: null });
  });

  it("keeps the subcategory of items chosen within it (the scoped index's bitmap), and only then", () => {
    const inSubcategory = { ...base, subcategoryKey: 'sport_horses' };
    expect(bitmapPart(inSubcategory)).toMatchObject({ subcategoryKey: 'sport_horses', priceMin: null });
    expect(bitmapPart({ ...inSubcategory, withPrice: false, priceMin: null })).toBeNull();
    expect(bitmapPart({ ...inSubcategory, filters: {} })).toMatchObject({ subcategoryKey: null });
  });
});

describe('choosePricePage', () => {
  it('walks the price index of all ads when the matches are many, however few in the place', () => {
    // 'años' in one province at 1M: 3,000 matches, a bitmap of 400,000.
    expect(choosePricePage({ estimate: 3_000, rows: 866_000, need: 24, bitmap: 400_000 })).toBe('walk');
    // The same at 100k: 300 matches, a bitmap of 34,000.
    expect(choosePricePage({ estimate: 300, rows: 90_000, need: 24, bitmap: 34_000 })).toBe('bitmap');
  });
});
