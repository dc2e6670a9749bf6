import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromPrefix, URL_PREFIX } from './locales.ts';

/** The locale a path is written in: its first segment (`/en/...`, `/cat/...`), else Spanish. */
export function localeFromPath(pathname: string): Locale {
  return localeFromPrefix(pathname.split('/')[1]) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (localeFromPrefix(first) === undefined) return pathname || '/';
  return `/${rest.join('/')}`;
}

/** Puts an unprefixed path (`/p/who_are_we`) in a locale (`/en/p/who_are_we`); no trailing slash. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = URL_PREFIX[locale];
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? `/${prefix}` : `/${prefix}${clean}`;
}

/** The same page in every locale, for the language switcher and hreflang links. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const path = stripLocale(pathname);
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)])) as Record<Locale, string>;
}
