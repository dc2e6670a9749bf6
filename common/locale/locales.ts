/** The four languages Galope speaks. `ca` is the catalogue and `lang` code; its URL prefix is `cat`. */
export const LOCALES = ['es', 'en', 'ca', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'es';
export const FALLBACK_LOCALE: Locale = 'en';

/** A text written once per language. */
export type Localized = Record<Locale, string>;

/** URL prefix per locale: Spanish has none, Catalan uses `cat` (spec §1). */
export const URL_PREFIX: Record<Locale, string> = { es: '', en: 'en', ca: 'cat', pt: 'pt' };

/** Text direction of a page (`<html dir>`). */
export type Direction = 'ltr' | 'rtl';

/**
 * Spec §1's `directions` map: each locale's text direction. All four read left to right; a
 * right-to-left language added here mirrors the whole layout (the CSS uses logical properties).
 */
export const DIRECTIONS: Record<Locale, Direction> = { es: 'ltr', en: 'ltr', ca: 'ltr', pt: 'ltr' };

/** BCP 47 tag used with `Intl` for each locale. */
export const INTL_TAG: Record<Locale, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES', pt: 'pt-PT' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a URL prefix (`en`, `cat`, `pt`) to its locale; `undefined` for anything else. */
export function localeFromPrefix(prefix: string | undefined): Locale | undefined {
  return LOCALES.find((locale) => URL_PREFIX[locale] !== '' && URL_PREFIX[locale] === prefix);
}
