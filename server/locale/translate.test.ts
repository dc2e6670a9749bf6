import { describe, expect, test } from 'vitest';
import { createTranslator } from './translate.ts';

describe('createTranslator', () => {
  test('fills placeholders', () => {
    const t = createTranslator('en', { 'home.title': '1st free advertising site in {country}' });
    expect(t('home.title', { country: 'Spain' })).toBe('1st free advertising site in Spain');
  });

  test('uses the many plural category in Spanish for a million', () => {
    const t = createTranslator('es', {
      ads: '{count, plural, one {# anuncio} many {# de anuncios} other {# anuncios}}',
    });
    expect(t('ads', { count: 1 })).toBe('1 anuncio');
    expect(t('ads', { count: 3 })).toBe('3 anuncios');
    expect(t('ads', { count: 1_000_000 })).toBe('1.000.000 de anuncios');
  });

  test('falls back to English, then to the key', () => {
    const t = createTranslator('pt', {}, { hello: 'Hello' });
    expect(t('hello')).toBe('Hello');
    expect(t('missing.key')).toBe('missing.key');
  });
});
