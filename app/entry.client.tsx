import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Locale } from '../common/locale/locales.ts';
import { registerCatalogue } from './i18n/catalogues.ts';
import { loadPageCatalogue } from './i18n/load-page-catalogue.ts';
import { reloadOnMissingChunk } from './lib/reload-on-missing-chunk.ts';

reloadOnMissingChunk(window);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's message catalogue (`/i18n/{locale}.{hash}.json`, cached for good), preloaded with the
// scripts once the page has painted (decision 0042): hydration renders the server's words, so it
// waits for them. If the file cannot be had, the failure is logged and the page stays the server's
// HTML, which works as it does without JavaScript (spec §8; app/i18n/load-page-catalogue.ts).
// A page without one (the server-problem page while the database is away) stays as it is.
const catalogue = document.querySelector<HTMLLinkElement>('link[href^="/i18n/"]')?.href;
if (catalogue) {
  void loadPageCatalogue(catalogue, {
    fetch: (href) => fetch(href),
    register: (messages) => registerCatalogue(document.documentElement.lang as Locale, messages),
    // The server's HTML is the page: let the browser paint it first, then hydrate. Scripts that
    // arrive from the cache would otherwise run hydration's long task before the first paint.
    hydrate: () => requestAnimationFrame(() => setTimeout(hydrate, 0)),
    log: (message, error) => console.error(message, error),
  });
}
