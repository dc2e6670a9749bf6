/**
 * The server inlines the page's stylesheets as `<style data-href="…">` (app/components/document-styles.tsx).
 * Vite's loader of on-demand code and React Router's route loader fetch a chunk's stylesheets
 * unless a `<link rel="stylesheet">` with that href is in the page, so they would download what is
 * already inlined and append a second copy of its rules after the page's others, changing which
 * rule wins. Each inlined stylesheet gets a disabled link instead: never fetched, never applied,
 * only found by them. React Router's hrefs may end in `#`; Vite's do not: both are marked.
 */
export function markInlinedStylesheets(doc: Document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    for (const href of (style.dataset.href ?? '').split(' ')) {
      for (const each of new Set([href, href.replace(/#.*$/, '')])) {
        if (!each || doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(each)}"]`)) continue;
        const link = doc.createElement('link');
        // Disabled before it has an address: a disabled stylesheet link is never fetched.
        link.setAttribute('disabled', '');
        link.setAttribute('rel', 'stylesheet');
        link.setAttribute('href', each);
        link.dataset.inlined = '';
        doc.head.append(link);
      }
    }
  }
}
