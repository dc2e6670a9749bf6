import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatMessage, type MessageValues } from './format-message.ts';
import { INTL_TAG, type Locale } from './locales.ts';

export type { MessageValues };

/** A catalogue as written: ICU MessageFormat source per key. */
export type Messages = Record<string, string>;
/**
 * A message ready to format without the ICU parser (docs/decisions/0012-precompiled-messages.md):
 * plain text stays a string, anything with arguments or plurals is its parsed syntax tree. The
 * browser then ships only the formatter, not the parser.
 */
type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Record<string, CompiledMessage>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * Returns `t(key, values)` for one locale's compiled catalogue. A key missing from the catalogue
 * falls back to `fallback` (English) and then to the key itself, so a gap shows up on the page
 * instead of crashing it; the catalogue test keeps the gaps from shipping.
 */
export function createTranslator(
  locale: Locale,
  messages: CompiledMessages,
  fallback: CompiledMessages = {},
): Translate {
  return function translate(key, values) {
    const message = messages[key] ?? fallback[key];
    if (message === undefined) return key;
    if (typeof message === 'string') return message;
    return formatMessage(INTL_TAG[locale], message, values);
  };
}
