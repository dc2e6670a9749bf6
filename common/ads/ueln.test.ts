import { describe, expect, test } from 'vitest';
import { formatUeln, isValidUeln, normaliseUeln } from './ueln.ts';

describe('UELN', () => {
  test('accepts 15 characters: country number, database, horse number', () => {
    expect(isValidUeln('724015000123456')).toBe(true);
    expect(isValidUeln('250001J12345678')).toBe(true);
  });

  test('accepts what people type: spaces, dashes, small letters', () => {
    expect(isValidUeln('724 015 000123456')).toBe(true);
    expect(isValidUeln('250-001-j12345678')).toBe(true);
    expect(normaliseUeln('250-001-j12345678')).toBe('250001J12345678');
  });

  test('refuses a wrong length, a letter in the country part, or no country', () => {
    expect(isValidUeln('72401500012345')).toBe(false);
    expect(isValidUeln('7240150001234567')).toBe(false);
    expect(isValidUeln('ESP015000123456')).toBe(false);
    expect(isValidUeln('000015000123456')).toBe(false);
    expect(isValidUeln('999015000123456')).toBe(false);
    expect(isValidUeln('724015000 2345!')).toBe(false);
  });

  test('is shown in its three parts', () => {
    expect(formatUeln('724015000123456')).toBe('724-015-000123456');
  });
});
