import { describe, expect, test } from 'vitest';
import { compileMessages } from '../../server/locale/compile-messages.ts';
import { createTranslator } from './translate.ts';

describe('createTranslator', () => {
  test('fills placeholders', () => {
    const t = createTranslator('en', compileMessages({ 'home.title': '1st free advertising site in {country}' }));
    expect(t('home.title', { country: 'Spain' })).toBe('1st free advertising site in Spain');
  });

  test('uses the many plural category in Spanish for a million', () => {
    const t = createTranslator(
      'es',
      compileMessages({ ads: '{count, plural, one {# anuncio} many {# de anuncios} other {# anuncios}}' }),
    );
    expect(t('ads', { count: 1 })).toBe('1 anuncio');
    expect(t('ads', { count: 3 })).toBe('3 anuncios');
    expect(t('ads', { count: 1_000_000 })).toBe('1.000.000 de anuncios');
  });

  test('falls back to English, then to the key', () => {
    const t = createTranslator('pt', {}, compileMessages({ hello: 'Hello' }));
    expect(t('hello')).toBe('Hello');
    expect(t('missing.key')).toBe('missing.key');
  });

  test('formats a fallback message with the reader’s plural rules', () => {
    const english = compileMessages({ photos: '{count, plural, one {# photo} other {# photos}}' });
    expect(createTranslator('es', {}, english)('photos', { count: 1_000_000 })).toBe('1.000.000 photos');
    expect(createTranslator('en', english)('photos', { count: 1_000_000 })).toBe('1,000,000 photos');
  });
});

describe('compileMessages', () => {
  test('keeps plain text as text, quoting resolved, and parses the rest', () => {
    const compiled = compileMessages({
      plain: 'Life is good but horses make it better',
      quoted: "It''s '{free}'",
      zoom: 'Zoom {scale, number, ::percent}',
    });
    expect(compiled.plain).toBe('Life is good but horses make it better');
    expect(compiled.quoted).toBe("It's {free}");
    expect(Array.isArray(compiled.zoom)).toBe(true);
    expect(createTranslator('en', compiled)('zoom', { scale: 1.5 })).toBe('Zoom 150%');
  });
});
