import { useContext } from 'react';
import { Links, UNSAFE_FrameworkContext } from 'react-router';

/**
 * The site's one stylesheet as a file of its own (`/assets/style-<hash>.css`, cached for a year),
 * not inside every page (docs/decisions/0067-stylesheet-file.md). Written here rather than by
 * `<Links />`, whose code the browser would then download with every page (0.2 kB gzip): no route
 * declares `links()`. Development keeps `<Links />`, where Vite serves the styles.
 */
export function DocumentStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (import.meta.env.DEV) return <Links />;
  const hrefs = framework?.manifest.routes.root?.css ?? [];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
}
