import type { Locale } from '../../common/locale/locales.ts';

/** The language code each of our locales has in the ALTCHA widget's own translations. */
export const ALTCHA_LANGUAGE: Record<Locale, string> = { es: 'es-es', en: 'en', ca: 'ca', pt: 'pt-pt' };

/** Loads the widget's texts for the page's language (English is built in). */
export async function loadAltchaLanguage(locale: Locale): Promise<void> {
  if (locale === 'es') await import('altcha/i18n/es-es');
  else if (locale === 'ca') await import('altcha/i18n/ca');
  else if (locale === 'pt') await import('altcha/i18n/pt-pt');
}
