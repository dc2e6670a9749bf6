import { useContext } from 'react';
import { Links, UNSAFE_FrameworkContext } from 'react-router';
import { StylesheetTextContext } from '../lib/stylesheet-text.ts';

/**
 * The site's one stylesheet, inlined into the page's head (docs/decisions/0012-page-javascript.md):
 * a phone paints the page from the HTML alone, without waiting for a stylesheet request, before
 * any script runs. It is a React style resource (`href` + `precedence`), so the browser reuses the
 * server's element instead of comparing its text, which it does not have.
 *
 * No route declares `links()`; this replaces `<Links />` in production. Development keeps
 * `<Links />`, where Vite serves the styles.
 */
export function DocumentStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const stylesheetText = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) return <Links />;
  const hrefs = framework?.manifest.routes.root?.css ?? [];
  return hrefs.map((href) => (
    <style key={href} href={href} precedence="default">
      {stylesheetText?.(href) ?? ''}
    </style>
  ));
}
