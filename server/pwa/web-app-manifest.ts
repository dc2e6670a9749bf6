import { localizePath } from '../../common/locale/locale-path.ts';
import { DIRECTIONS, INTL_TAG, type Locale } from '../../common/locale/locales.ts';
import { getTranslator } from '../locale/messages.ts';

/** The site's green: the page's `theme-color` and the installed app's title bar. */
export const THEME_COLOUR = '#1f4d3a';

/** Where a locale's manifest is served; the root links the page's own (app/root.tsx). */
export function manifestPath(locale: Locale): string {
  return localizePath('/manifest.webmanifest', locale);
}

/**
 * The web app manifest in one language: one app (`id`) whatever the language it was installed
 * from, opening on that language's home page. The icons are the favicon's horseshoe
 * (scripts/make-app-icons.ts).
 */
export function webAppManifest(locale: Locale) {
  const t = getTranslator(locale);
  return {
    id: '/',
    name: t('pwa.name'),
    short_name: t('pwa.short_name'),
    description: t('home.meta_description'),
    lang: INTL_TAG[locale],
    dir: DIRECTIONS[locale],
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
