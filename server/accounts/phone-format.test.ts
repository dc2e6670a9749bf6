import { expect, test } from 'vitest';
import { formatPhoneForDisplay, parsePhoneNumber } from './phone-format.ts';

test('a nine-digit number typed with brackets and a dash is grouped 3, 2, 2, 2', () => {
  expect(formatPhoneForDisplay('(612) 345-678')).toBe('612 34 56 78');
  expect(formatPhoneForDisplay('612.34.56.78')).toBe('612 34 56 78');
});

test('a leading 1 is dropped and the tenth digit that remains goes alone in a last group', () => {
  // '+1 612 345 6789' → digits '16123456789' → without the 1, '6123456789' (10 digits) → the
  // 3, 2, 2, 2 groups take nine, the rest follows.
  expect(formatPhoneForDisplay('+1 612 345 6789')).toBe('612 34 56 78 9');
});

test('only one leading 1 is dropped', () => {
  expect(formatPhoneForDisplay('11 234')).toBe('123 4');
});

test('digits beyond the tenth are cut off', () => {
  expect(formatPhoneForDisplay('612 345 678 901 234')).toBe('612 34 56 78 9');
});

test('a number with its country code keeps the code as digits, because the rule only drops a 1', () => {
  expect(formatPhoneForDisplay('+34 612 345 678')).toBe('346 12 34 56 7');
});

test('a partly typed number is grouped as far as it goes', () => {
  expect(formatPhoneForDisplay('6')).toBe('6');
  expect(formatPhoneForDisplay('612')).toBe('612');
  expect(formatPhoneForDisplay('6123')).toBe('612 3');
  expect(formatPhoneForDisplay('612345')).toBe('612 34 5');
});

test('input without digits, or only a 1, formats as an empty string', () => {
  expect(formatPhoneForDisplay('')).toBe('');
  expect(formatPhoneForDisplay('abc - ()')).toBe('');
  expect(formatPhoneForDisplay('+1')).toBe('');
});

test('a Spanish mobile typed with spaces parses to E.164 and its national digits', () => {
  expect(parsePhoneNumber({ prefix: '+34', number: '612 34 56 78' })).toEqual({
    ok: true,
    e164: '+34612345678',
    national: '612345678',
    country: 'ES',
    prefix: '+34',
  });
});

test('a Spanish landline typed with dots or dashes parses', () => {
  expect(parsePhoneNumber({ prefix: '+34', number: '91.123.45.67' })).toMatchObject({ ok: true, e164: '+34911234567' });
  expect(parsePhoneNumber({ prefix: '+34', number: '93-123-45-67' })).toMatchObject({ ok: true, e164: '+34931234567' });
});

test('a number that already includes the prefix, as +34, 0034 or 34, is not doubled', () => {
  for (const number of ['+34 612 345 678', '0034 612 345 678', '34612345678', '+34 (612) 34-56-78']) {
    expect(parsePhoneNumber({ prefix: '+34', number })).toMatchObject({ ok: true, e164: '+34612345678' });
  }
});

test('Portuguese mobile and landline numbers parse with the +351 prefix', () => {
  expect(parsePhoneNumber({ prefix: '+351', number: '912 345 678' })).toEqual({
    ok: true,
    e164: '+351912345678',
    national: '912345678',
    country: 'PT',
    prefix: '+351',
  });
  expect(parsePhoneNumber({ prefix: '+351', number: '21 234 5678' })).toMatchObject({ ok: true, country: 'PT' });
  expect(parsePhoneNumber({ prefix: '+351', number: '00351 912345678' })).toMatchObject({ ok: true });
});

test('a number written with another country code is taken as written', () => {
  expect(parsePhoneNumber({ prefix: '+34', number: '+351 912 345 678' })).toMatchObject({
    ok: true,
    e164: '+351912345678',
    country: 'PT',
    prefix: '+351',
  });
});

test('a prefix shared by several countries resolves the country from the number', () => {
  expect(parsePhoneNumber({ prefix: '+44', number: '07400 123456' })).toMatchObject({ ok: true, country: 'GB' });
});

test('an empty or blank number is required, not invalid', () => {
  expect(parsePhoneNumber({ prefix: '+34', number: '' })).toEqual({ ok: false, error: 'phone_required' });
  expect(parsePhoneNumber({ prefix: '+34', number: '   ' })).toEqual({ ok: false, error: 'phone_required' });
});

test('numbers that are too short, too long or outside the numbering plan are invalid', () => {
  for (const number of ['12345', '6123456789', '111 111 111']) {
    expect(parsePhoneNumber({ prefix: '+34', number })).toEqual({ ok: false, error: 'phone_invalid' });
  }
});

test('a number with the right length but no assigned range is invalid, which only the max metadata knows', () => {
  expect(parsePhoneNumber({ prefix: '+34', number: '999 999 999' })).toEqual({ ok: false, error: 'phone_invalid' });
  expect(parsePhoneNumber({ prefix: '+351', number: '999 999 999' })).toEqual({ ok: false, error: 'phone_invalid' });
});

test('letters, extensions and free text are invalid', () => {
  for (const number of ['abc', '612 34 56 78 ext 5', 'call 612345678', '612O45678']) {
    expect(parsePhoneNumber({ prefix: '+34', number })).toEqual({ ok: false, error: 'phone_invalid' });
  }
});

test('a malformed prefix makes any number invalid', () => {
  for (const prefix of ['', '34a', '+', '+12345']) {
    expect(parsePhoneNumber({ prefix, number: '612 34 56 78' })).toEqual({ ok: false, error: 'phone_invalid' });
  }
});

test('a non-geographic number has no country and is invalid', () => {
  expect(parsePhoneNumber({ prefix: '+34', number: '+800 1234 5678' })).toEqual({ ok: false, error: 'phone_invalid' });
});
