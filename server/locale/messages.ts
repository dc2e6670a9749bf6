import { createHash } from 'node:crypto';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../common/locale/locales.ts';
import {
  type CompiledMessages,
  createTranslator,
  type Messages,
  type Translate,
} from '../../common/locale/translate.ts';
import { compileMessages } from './compile-messages.ts';
import ca from './messages/ca.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

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

/**
 * Namespaces only the server formats (e-mails, SMS; `pwa.`: the app's manifest, offline page and
 * pushes): the browser's catalogue leaves them out.
 */
const SERVER_ONLY = ['email.', 'sms.', 'pwa.'];

interface BrowserCatalogue {
  /** The file's address, named by its content so it can be cached for good: `/i18n/es.<hash>.json`. */
  path: string;
  json: string;
}

const BROWSER = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = Object.fromEntries(
      Object.entries(COMPILED[locale]).filter(([key]) => !SERVER_ONLY.some((prefix) => key.startsWith(prefix))),
    );
    const json = JSON.stringify(messages);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    return [locale, { path: `/i18n/${locale}.${hash}.json`, json }];
  }),
) as Record<Locale, BrowserCatalogue>;

/**
 * The locale's catalogue as the browser loads it: one cached file per locale and version instead
 * of a copy inside every page (docs/decisions/0023-page-shell.md).
 */
export function browserCatalogue(locale: Locale): BrowserCatalogue {
  return BROWSER[locale];
}

/** The browser catalogue served at `path`, if any. */
export function browserCatalogueAt(path: string): BrowserCatalogue | undefined {
  return Object.values(BROWSER).find((each) => each.path === path);
}
