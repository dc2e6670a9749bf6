import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_TAG, type Locale } from './locales.ts';

export type Messages = Record<string, string>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Returns `t(key, values)` for one locale's ICU MessageFormat catalogue. A key missing from the
 * catalogue falls back to `fallback` (English) and then to the key itself, so a gap shows up on the
 * page instead of crashing it; the catalogue test keeps the gaps from shipping.
 */
export function createTranslator(locale: Locale, messages: Messages, fallback: Messages = {}): Translate {
  return function translate(key, values) {
    const source = messages[key] ?? fallback[key];
    if (source === undefined) return key;
    const cacheKey = `${locale}\u0000${source}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, INTL_TAG[locale]);
      compiled.set(cacheKey, format);
    }
    return String(format.format(values));
  };
}
