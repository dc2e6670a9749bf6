import { localizePath } from '../../common/locale/locale-path.ts';
import { DIRECTIONS, LOCALES, type Locale } from '../../common/locale/locales.ts';
import { getTranslator } from '../locale/messages.ts';
import { THEME_COLOUR } from './web-app-manifest.ts';

/** Where each language's offline page is served; the service worker keeps all four. */
export function offlinePagePath(locale: Locale): string {
  return localizePath('/offline', locale);
}

export function offlinePagePaths(): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, offlinePagePath(locale)])) as Record<Locale, string>;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);
}

/** Galope's mark (public/favicon.svg): on the page, and as its icon in the tab. */
const MARK =
  '<rect width="32" height="32" rx="7" fill="#1f5c43"/><path d="M10 26c-2.7-2.9-4.2-6.8-3.7-10.7C7 10 11 6.5 16 6.5s9 3.5 9.7 8.8c.5 3.9-1 7.8-3.7 10.7" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/>';
const ICON = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>`)}`;

/**
 * The page the service worker shows when a navigation cannot reach the server: self-contained
 * (its style inline, its icon a data address, no script, no picture to fetch: offline, the
 * browser's ask for /favicon.ico would fail), in the language of the address the reader
 * asked for. "Try again" reloads that address (the page is shown in its place).
 */
export function offlinePageHtml(locale: Locale): string {
  const t = getTranslator(locale);
  const title = escapeHtml(t('pwa.offline_title'));
  return `<!doctype html>
<html lang="${locale}" dir="${DIRECTIONS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<meta name="robots" content="noindex">
<title>${title} · Galope</title>
<link rel="icon" href="${ICON}">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1c2b24;background:#f6f7f5}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
svg{width:64px;height:64px}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:${THEME_COLOUR};color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
</style>
</head>
<body>
<main>
<svg viewBox="0 0 32 32" aria-hidden="true">${MARK}</svg>
<h1>${title}</h1>
<p>${escapeHtml(t('pwa.offline_text'))}</p>
<a href="">${escapeHtml(t('pwa.offline_retry'))}</a>
</main>
</body>
</html>
`;
}
