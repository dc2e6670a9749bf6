import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  hasVisibleText,
  isCleanText,
  TEXT_INVALID_MESSAGE,
  TEXT_INVISIBLE_MESSAGE,
  textField,
  visibleLineField,
} from './text-input.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('clean text', () => {
  test('refuses NUL and every other control character in a line', () => {
    for (const control of ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n', '\r']) {
      expect(isCleanText(`Yegua${control}torda`, 'line'), JSON.stringify(control)).toBe(false);
    }
  });

  test('lets text of several lines keep tab and line ends, never NUL, escape or DEL', () => {
    expect(isCleanText('Muy noble.\r\nDomada\ta la vaquera.\n', 'lines')).toBe(true);
    for (const control of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u0080']) {
      expect(isCleanText(`Muy noble.\n${control}`, 'lines'), JSON.stringify(control)).toBe(false);
    }
  });

  test('refuses a lone surrogate, high or low, and keeps a whole emoji and accented letters', () => {
    expect(isCleanText('Caballo \ud83d', 'line')).toBe(false);
    expect(isCleanText('\ude00 Caballo', 'lines')).toBe(false);
    expect(isCleanText('Caballo 🐴 ñandú, Lusitano — São João', 'line')).toBe(true);
  });

  test('a text of only zero-width, bidi, joiner or filler characters shows nothing', () => {
    expect(hasVisibleText('\u200b\u200c\u200d\u2060\ufeff')).toBe(false);
    expect(hasVisibleText('\u202e\u202d\u2066\u2067\u2068\u2069\u200e\u200f')).toBe(false);
    expect(hasVisibleText(' \u00a0\u3000\u3164\u115f\u2800\u0301')).toBe(false);
    expect(hasVisibleText('\u200bA')).toBe(true);
    expect(hasVisibleText('🐴')).toBe(true);
    expect(hasVisibleText('אבג')).toBe(true);
  });
});

describe('text fields', () => {
  const title = visibleLineField({ error: () => 'required' })
    .trim()
    .min(1, 'required')
    .min(5, 'too_short');

  test('say one message for a control character or a lone surrogate, before the field’s own rules', () => {
    expect(messages(title, 'a\u0000')).toEqual([TEXT_INVALID_MESSAGE]);
    expect(messages(title, 'Yegua \ud800 torda')).toEqual([TEXT_INVALID_MESSAGE]);
    expect(messages(textField('lines'), 'Línea 1\nLínea 2\u0000')).toEqual([TEXT_INVALID_MESSAGE]);
  });

  test('a title of invisible characters is refused as such; a blank one is left to "required"', () => {
    expect(messages(title, '\u200b\u200b\u200b\u200b\u200b\u202e')).toEqual([TEXT_INVISIBLE_MESSAGE]);
    expect(messages(title, '     ')).toEqual(['required', 'too_short']);
    expect(title.parse('  Yegua torda  ')).toBe('Yegua torda');
  });
});
