import { describe, expect, it } from 'vitest';
import { priceBitmapPays } from './price-bitmap.ts';

const need = 2_001;

describe('priceBitmapPays', () => {
  it('ANDs the price index in when a narrow range would make the heap scan visit most of a word’s matches', () => {
    // 'semen' 2,000–3,000 € at 100k ads: 20 ms visiting the word's matches, 9 ms with the price index.
    expect(priceBitmapPays({ matches: 1_500, share: 0.08, rows: 87_000, need })).toBe(true);
    // 'talla' 1,000–8,000 €: 10.5 → 5.6 ms.
    expect(priceBitmapPays({ matches: 4_000, share: 0.3, rows: 87_000, need })).toBe(true);
  });

  it('leaves a wide range to the heap scan: its bitmap costs more than the visits it saves', () => {
    // 'años' 500–8,000 € at 100k ads: 13.0 ms without, 15.0 ms with.
    expect(priceBitmapPays({ matches: 15_000, share: 0.55, rows: 87_000, need })).toBe(false);
    // At 1M a price index bitmap of 293,103 ads took 31 ms.
    expect(priceBitmapPays({ matches: 12_000, share: 0.34, rows: 866_000, need })).toBe(false);
  });

  it('grows less worth it with the table, for the same matches and range', () => {
    const search = { matches: 3_000, share: 0.2, need };
    expect(priceBitmapPays({ ...search, rows: 87_000 })).toBe(true);
    expect(priceBitmapPays({ ...search, rows: 866_000 })).toBe(false);
  });

  it('never for no range, the whole table or no matches', () => {
    expect(priceBitmapPays({ matches: 1_000, share: 1, rows: 87_000, need })).toBe(false);
    expect(priceBitmapPays({ matches: 1_000, share: 0, rows: 87_000, need })).toBe(false);
    expect(priceBitmapPays({ matches: 0, share: 0.2, rows: 87_000, need })).toBe(false);
  });
});
