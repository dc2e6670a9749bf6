import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { CATALOGUES } from '../../server/locale/messages.ts';
import { formatMessage, type MessageValues } from './format-message.ts';
import { INTL_TAG, LOCALES } from './locales.ts';

/** Every value a message asks for, with `value` for numbers and "x" for text. */
function sampleValues(elements: MessageFormatElement[], value: number, into: MessageValues = {}): MessageValues {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const numeric = element.type === TYPE.number || element.type === TYPE.plural;
    into[element.value] ??= numeric ? value : element.type === TYPE.date ? new Date(Date.UTC(2026, 10, 23)) : 'x';
    if ('options' in element)
      for (const option of Object.values(element.options)) sampleValues(option.value, value, into);
  }
  return into;
}

describe('formatMessage', () => {
  test.each(LOCALES)('formats every %s message as intl-messageformat does', (locale) => {
    for (const [key, source] of Object.entries(CATALOGUES[locale])) {
      const ast = parse(source, { shouldParseSkeletons: true });
      for (const value of [0, 1, 2, 5, 21, 1_000_000, 0.25]) {
        const values = sampleValues(ast, value);
        const expected = new IntlMessageFormat(source, INTL_TAG[locale]).format(values);
        expect(formatMessage(INTL_TAG[locale], ast, values), `${locale} ${key} ${value}`).toBe(expected);
      }
    }
  });

  test('covers the ICU forms beyond the catalogues', () => {
    const cases: [string, MessageValues][] = [
      ['{n, plural, offset:1 =0 {nobody} one {# other} other {# others}}', { n: 3 }],
      ['{g, select, mare {Mare} stallion {Stallion} other {Horse}}', { g: 'stallion' }],
      ['{g, select, mare {Mare} other {Horse}}', { g: 'gelding' }],
      ['{n, number, ::currency/EUR}', { n: 1500 }],
      ['{n, number, integer}', { n: 12.7 }],
      ['{d, date, medium}', { d: new Date(Date.UTC(2026, 10, 23, 12)) }],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ];
    for (const [source, values] of cases) {
      const expected = new IntlMessageFormat(source, 'en-GB').format(values);
      expect(formatMessage('en-GB', parse(source, { shouldParseSkeletons: true }), values), source).toBe(expected);
    }
  });

  test('refuses a message whose value is missing', () => {
    expect(() => formatMessage('en-GB', parse('Hello {name}'), {})).toThrow(/name/);
  });
});
