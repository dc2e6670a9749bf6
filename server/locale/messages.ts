import { FALLBACK_LOCALE, type Locale } from './locales.ts';
import ca from './messages/ca.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import { createTranslator, type Messages, type Translate } from './translate.ts';

/** One ICU MessageFormat catalogue per locale; English values are the spec's texts. */
export const CATALOGUES: Record<Locale, Messages> = { es, en, ca, pt };

export function getMessages(locale: Locale): Messages {
  return CATALOGUES[locale];
}

export function getTranslator(locale: Locale): Translate {
  return createTranslator(locale, CATALOGUES[locale], CATALOGUES[FALLBACK_LOCALE]);
}
