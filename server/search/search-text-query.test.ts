import { describe, expect, it } from 'vitest';
import { someWordsQuery, type TextQuery } from './search-text-query.ts';

function query(clauses: string[]): TextQuery {
  return {
    words: clauses.map((_, index) => `w${index}`),
    tsquery: clauses.join(' & '),
    clauses,
    rankedIn: [],
  };
}

describe('someWordsQuery', () => {
  it('ORs the clauses the words AND', () => {
    const some = someWordsQuery(query(["('caball' | 'caballo')", "('pre')"]), null);
    expect(some?.tsquery).toBe("('caball' | 'caballo') | ('pre')");
    expect(some?.clauses).toHaveLength(2);
  });

  it('adds the corrected words’ clauses once', () => {
    const typed = query(["('yegu' | 'yegua')", "('lusitn' | 'lusitno':*)"]);
    const corrected = query(["('yegu' | 'yegua')", "('lusitan' | 'lusitano')"]);
    const some = someWordsQuery(typed, corrected);
    expect(some?.tsquery).toBe("('yegu' | 'yegua') | ('lusitn' | 'lusitno':*) | ('lusitan' | 'lusitano')");
  });

  it('is nothing for one word: one word is all of them', () => {
    expect(someWordsQuery(query(["('caball')"]), null)).toBeNull();
    expect(someWordsQuery(query(["('lusitn')"]), query(["('lusitan')"]))).toBeNull();
  });
});
