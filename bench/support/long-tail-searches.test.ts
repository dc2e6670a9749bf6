import { describe, expect, test } from 'vitest';
import { longTailSearches, wordsOfAdSlugs } from './long-tail-searches.ts';

describe('the gate long tail', () => {
  test('words come from the slugs, without the unique tail, numbers and short words', () => {
    expect(wordsOfAdSlugs(['yegua-pre-castana-2015-sevilla-k3x9q', 'montura-salto-cuero-ab12c'])).toEqual([
      ['yegua', 'castana', 'sevilla'],
      ['montura', 'salto', 'cuero'],
    ]);
  });

  test('searches are distinct, mix pairs of one ad, single words and pairs across ads, up to the count', () => {
    const words = [
      ['yegua', 'castana', 'sevilla'],
      ['montura', 'salto', 'sevilla'],
    ];
    const searches = longTailSearches(words, 100);
    expect(new Set(searches).size).toBe(searches.length);
    expect(searches.slice(0, 3)).toEqual(['yegua castana', 'yegua', 'castana yegua']);
    expect(searches).toContain('montura salto');
    expect(searches).toContain('sevilla');
    expect(longTailSearches(words, 4)).toHaveLength(4);
  });
});
