import { useContext } from 'react';
import { Links, UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { StylesheetTextContext } from '../lib/stylesheet-text.ts';

/**
 * The styles of the page's routes, inlined into its head (docs/decisions/0012-page-javascript.md
 * and its 2026-11-24 update): a phone paints the page from the HTML alone, without waiting for a
 * stylesheet request, before any script runs, and a page carries only its own routes' rules (a
 * results page 22 kB of the site's 109 kB). Each is a React style resource (`href` + `precedence`),
 * so the browser reuses the server's element instead of comparing its text, which it does not have.
 * A route reached later by a client navigation gets its stylesheet as a `<link>`, which React loads
 * before it shows the route. The stylesheets of parts loaded on demand (a dialog, the map) come
 * with their code.
 *
 * No route declares `links()`; this replaces `<Links />` in production. Development keeps
 * `<Links />`, where Vite serves the styles.
 */
export function DocumentStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const stylesheetText = useContext(StylesheetTextContext);
  const matches = useMatches();
  if (import.meta.env.DEV) return <Links />;
  const routes = framework?.manifest.routes ?? {};
  const hrefs = new Set(['root', ...matches.map((match) => match.id)].flatMap((id) => routes[id]?.css ?? []));
  return [...hrefs].map((href) =>
    stylesheetText || inlinedInThisDocument(href) ? (
      <style key={href} href={href} precedence="default">
        {stylesheetText?.(href) ?? ''}
      </style>
    ) : (
      <link key={href} rel="stylesheet" href={href} precedence="default" />
    ),
  );
}

/** In the browser: the server inlined this stylesheet (React joins several into one element). */
function inlinedInThisDocument(href: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;
}
