import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { INTL_TAG, LOCALES } from '../../common/locale/locales.ts';
import { CATALOGUES } from './messages.ts';

const english = CATALOGUES.en;

describe('message catalogues', () => {
  test.each(LOCALES)('%s has exactly the keys of the English catalogue', (locale) => {
    const keys = Object.keys(CATALOGUES[locale]).sort();
    expect(keys.filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in CATALOGUES[locale]))).toEqual([]);
  });

  test.each(LOCALES)('%s messages are valid ICU and non-empty', (locale) => {
    for (const [key, message] of Object.entries(CATALOGUES[locale])) {
      expect(message.trim(), key).not.toBe('');
      expect(() => new IntlMessageFormat(message, INTL_TAG[locale]), key).not.toThrow();
    }
  });

  test.each(['es', 'ca', 'pt'] as const)('%s plurals have the many category', (locale) => {
    for (const [key, message] of Object.entries(CATALOGUES[locale])) {
      if (message.includes(', plural,')) expect(message, key).toContain('many {');
    }
  });

  test('English keeps the spec texts', () => {
    expect(english['home.title']).toBe('1st free advertising site in {country}');
    expect(english['home.subtitle']).toBe('Life is good but horses make it better');
    expect(english['errors.not_found']).toBe('This page could not be found');
    expect(english['errors.server_problem']).toBe('We have a server problem');
    expect(english['errors.error_page_failed']).toBe('An error occurred while showing the error page');
    expect(english['validation.name_max']).toBe('The name must be 50 characters or less');
  });
});
