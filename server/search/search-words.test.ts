import { describe, expect, it } from 'vitest';
import { quoteLexeme, splitSearchWords, uncoveredPrefixes } from './search-words.ts';

describe('splitSearchWords', () => {
  it('keeps letters with their accents and digits, lower-cased', () => {
    expect(splitSearchWords('Yegua  LUSITANA, 5 años!')).toEqual(['yegua', 'lusitana', '5', 'años']);
    expect(splitSearchWords('Pura Raça Espanhola')).toEqual(['pura', 'raça', 'espanhola']);
  });

  it('joins a decomposed accent to its letter', () => {
    expect(splitSearchWords('Espan\u0303ola')).toEqual(['española']);
  });

  it('drops every text search operator', () => {
    expect(splitSearchWords("yegua & | ! : * ( ) 'lusitana' <-> \\")).toEqual(['yegua', 'lusitana']);
    expect(splitSearchWords('&|!:*()')).toEqual([]);
  });

  it("joins a prefix of up to three letters to its word, as the ads' text does", () => {
    expect(splitSearchWords('Pre-purchase vet check')).toEqual(['prepurchase', 'vet', 'check']);
    expect(splitSearchWords('exame pré-compra, x-ray')).toEqual(['exame', 'précompra', 'xray']);
    expect(splitSearchWords('anglo-árabe PRE')).toEqual(['anglo', 'árabe', 'pre']);
    expect(splitSearchWords('3-años pre- cruce')).toEqual(['3', 'años', 'pre', 'cruce']);
  });

  it('bounds the number and the length of words', () => {
    expect(splitSearchWords('caballo '.repeat(100))).toHaveLength(12);
    expect(splitSearchWords('x'.repeat(10_000))[0]).toHaveLength(40);
  });
});

describe('quoteLexeme', () => {
  it('quotes a lexeme as one tsquery operand, a prefix when asked', () => {
    expect(quoteLexeme('yegu', false)).toBe("'yegu'");
    expect(quoteLexeme('lusit', true)).toBe("'lusit':*");
    expect(quoteLexeme("o'neil\\", false)).toBe("'o''neil\\\\'");
  });
});

describe('uncoveredPrefixes', () => {
  it('drops a prefix another one already covers, keeping the rest in order', () => {
    expect(uncoveredPrefixes(['yegu', 'yegua', 'yegua'])).toEqual(['yegu']);
    expect(uncoveredPrefixes(['anos', 'ano', 'year'])).toEqual(['ano', 'year']);
    expect(uncoveredPrefixes(['lusitan', 'lusit', 'lusitano'])).toEqual(['lusit']);
    expect(uncoveredPrefixes(['caball', 'horse'])).toEqual(['caball', 'horse']);
  });
});
