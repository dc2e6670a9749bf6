import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from '../../common/locale/locales.ts';
import { type CompiledMessages, createTranslator, type Translate } from '../../common/locale/translate.ts';

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the page its locale and `t()`; the messages come from app/i18n/catalogues.ts. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
