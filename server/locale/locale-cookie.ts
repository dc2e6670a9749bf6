import { isLocale, type Locale } from './locales.ts';

/** The cookie that remembers the chosen language (spec §9: `i18n_redirected`, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookieHeader: string | null): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

export function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
