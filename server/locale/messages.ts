import { compileMessages } from './compile-messages.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';
import ca from './messages/ca.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import { type CompiledMessages, createTranslator, type Messages, type Translate } from './translate.ts';

/** One ICU MessageFormat catalogue per locale; English values are the spec's texts. */
export const CATALOGUES: Record<Locale, Messages> = { es, en, ca, pt };

const COMPILED = Object.fromEntries(LOCALES.map((locale) => [locale, compileMessages(CATALOGUES[locale])])) as Record<
  Locale,
  CompiledMessages
>;

/** The locale's catalogue, parsed: what the root loader hands to the browser. */
export function getMessages(locale: Locale): CompiledMessages {
  return COMPILED[locale];
}

export function getTranslator(locale: Locale): Translate {
  return createTranslator(locale, COMPILED[locale], COMPILED[FALLBACK_LOCALE]);
}
