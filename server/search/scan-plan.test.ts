import { describe, expect, it } from 'vitest';
import { searchCriteria } from '../../tests/support/search-criteria.ts';
import {
  bitmapPart,
  choosePageScan,
  chooseScanPlan,
  chooseWindowScan,
  textIndexNarrows,
  walkRange,
} from './scan-plan.ts';

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

describe('bitmapPart of words (decision 0052)', () => {
  const words = { ...base, filters: {} };

  it('keeps the province and the subcategory, which the text index holds beside the words', () => {
    const part = bitmapPart({ ...words, provinceId: 'ES.51.AL', subcategoryKey: 'sport_horses' }, { words: true });
    expect(part).toMatchObject({ q: 'yegua', provinceId: 'ES.51.AL', subcategoryKey: 'sport_horses' });
    expect(part).toMatchObject({ type: 'all', priceMin: null, withPrice: false, includeSold: true });
    expect(textIndexNarrows(part ?? words)).toBe(true);
  });

  it('drops the community, the town and a radius, which it does not hold', () => {
    const part = bitmapPart({ ...words, communityId: 'ES.51', provinceId: 'ES.51.AL', townId: 7 }, { words: true });
    expect(part).toMatchObject({ communityId: null, provinceId: 'ES.51.AL', townId: null });
    // A radius replaces the province (search-conditions.ts): the circle is the bitmap's part.
    const circle = bitmapPart({ ...words, provinceId: 'ES.51.AL', townId: 7, radiusKm: 25 }, { words: true });
    expect(circle).toMatchObject({ provinceId: null, townId: 7, radiusKm: 25 });
    expect(textIndexNarrows(circle ?? words)).toBe(false);
  });

  it('is the search itself when only the type, sold and expiry are left out', () => {
    const inProvince = { ...words, withPrice: false, priceMin: null, provinceId: 'ES.51.AL' };
    expect(bitmapPart(inProvince, { words: true })).toBeNull();
    expect(bitmapPart(inProvince)).toMatchObject({ provinceId: null });
  });

  it("makes a word in a province build the text index's small bitmap instead of walking the province", () => {
    // 'clásica' in Almería at 1M: 787 matches of 12,751 ads walked (34 ms); the text index's
    // bitmap of 'clásica' in Almería, 1,442 entries plus the prefix 'clasica:*' (7 ms).
    const search = { estimate: 787, rows: 866_552, range: 12_751 };
    expect(chooseScanPlan({ ...search, bitmap: 98_268 })).toBe('walk');
    expect(chooseScanPlan({ ...search, bitmap: 1_442 + 9_564 })).toBe('bitmap');
  });
});

describe('choosePageScan', () => {
  it('walks the price index of all ads when the matches are many, however few in the place', () => {
    // 'años' in one province at 1M: 3,000 matches, a bitmap of 400,000.
    expect(choosePageScan({ estimate: 3_000, range: 866_000, need: 24, bitmap: 400_000 })).toBe('walk');
    // The same at 100k: 300 matches, a bitmap of 34,000.
    expect(choosePageScan({ estimate: 300, range: 90_000, need: 24, bitmap: 34_000 })).toBe('bitmap');
  });

  it("walks a subcategory's newest ads for items common in it, and not for rare ones (decision 0052)", () => {
    // Children's ponies of two heights at 1M: 9,977 of the subcategory's ~20,000 ads.
    expect(choosePageScan({ estimate: 9_977, range: 20_000, need: 24 })).toBe('walk');
    // Page 10 of the same: 240 needed, ~480 ads walked.
    expect(choosePageScan({ estimate: 9_977, range: 20_000, need: 240 })).toBe('walk');
    // An item in 100 of them: the walk would read the subcategory through; the bitmap holds 100.
    expect(choosePageScan({ estimate: 100, range: 20_000, need: 24 })).toBe('bitmap');
  });
});
