import type { CompiledMessages } from '../../common/locale/translate.ts';

interface CatalogueLoad {
  fetch: (href: string) => Promise<Response>;
  /** Keeps the catalogue for the page's locale. */
  register: (messages: CompiledMessages) => void;
  /** Hydrates the page; called only once the catalogue is registered. */
  hydrate: () => void;
  log: (message: string, error: unknown) => void;
}

/**
 * Fetches the page's message catalogue, then hydrates (app/entry.client.tsx). Spec §8: a locale
 * file that cannot be had (network down, a 404 after a deploy, a broken file) is logged, and the
 * page stays the server's HTML, which works as it does without JavaScript. Resolves `true` when
 * the page hydrates.
 */
export async function loadPageCatalogue(href: string, { fetch, register, hydrate, log }: CatalogueLoad) {
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    register((await response.json()) as CompiledMessages);
  } catch (error) {
    log(`Could not load the locale file ${href}; the page stays without JavaScript`, error);
    return false;
  }
  hydrate();
  return true;
}
