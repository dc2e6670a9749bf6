import { describe, expect, test } from 'vitest';
import { alternatePaths, localeFromPath, localizePath, stripLocale } from './locale-path.ts';

describe('locale paths', () => {
  test('read the locale from the first segment, Spanish without one', () => {
    expect(localeFromPath('/')).toBe('es');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/cat/p/spec/qui_som')).toBe('ca');
    expect(localeFromPath('/pt/portugal')).toBe('pt');
    expect(localeFromPath('/ca/anything')).toBe('es');
    expect(localeFromPath('/english')).toBe('es');
  });

  test('strip the prefix and put another one', () => {
    expect(stripLocale('/cat/c/cavalls')).toBe('/c/cavalls');
    expect(stripLocale('/en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/');
    expect(localizePath('/', 'ca')).toBe('/cat');
    expect(localizePath('/p/x', 'pt')).toBe('/pt/p/x');
  });

  test('give the same page in all four locales', () => {
    expect(alternatePaths('/en/errors/page-404')).toEqual({
      es: '/errors/page-404',
      en: '/en/errors/page-404',
      ca: '/cat/errors/page-404',
      pt: '/pt/errors/page-404',
    });
  });
});
