import { useCallback } from 'react';
import { localizePath } from '../../common/locale/locale-path.ts';
import { useI18n } from './i18n-context.tsx';

/** `to('/p/who_are_we')` → the same path in the current locale (`/en/p/who_are_we`). */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useI18n();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
