import { isLocale, type Locale } from './locales.ts';

/** The cookie that remembers the chosen language (spec §9: `i18n_redirected`, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readLocaleCookie(cookieHeader: string | null): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The locale guard's cookie to send when the page's language is not the remembered one (spec §2). */
export function localeCookieToSet(cookieHeader: string | null, locale: Locale): string | undefined {
  return readLocaleCookie(cookieHeader) === locale ? undefined : serializeLocaleCookie(locale);
}

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  return readCookies(cookieHeader, name)[0];
}

/**
 * Every value sent under `name`, most specific path first as browsers send them: a cookie set
 * by someone else for a narrower path (`/en`) comes before the site's own one (`/`).
 */
export function readCookies(cookieHeader: string | null, name: string): string[] {
  const values: string[] = [];
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      values.push(decodeURIComponent(value.join('=')));
    } catch {
      // A malformed escape is no value of ours.
    }
  }
  return values;
}
