import type { Locale } from '../../common/locale/locales.ts';
import type { CompiledMessages } from '../../common/locale/translate.ts';

/**
 * The message catalogues at hand, by locale (docs/decisions/0023-page-shell.md). They no longer
 * travel in the root loader's data: the server registers all four at start (app/entry.server.tsx),
 * the browser registers its page's locale, fetched from `/i18n/{locale}.{hash}.json` before
 * hydration (app/entry.client.tsx). Keyed by locale, never by request, so concurrent renders in
 * different languages cannot see each other's.
 */
const catalogues = new Map<Locale, CompiledMessages>();

export function registerCatalogue(locale: Locale, messages: CompiledMessages): void {
  catalogues.set(locale, messages);
}

/** The locale's catalogue; empty when it is not loaded (every `t()` then shows its key). */
export function catalogueFor(locale: Locale): CompiledMessages {
  return catalogues.get(locale) ?? EMPTY;
}

const EMPTY: CompiledMessages = {};
