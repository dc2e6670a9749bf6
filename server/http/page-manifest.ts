import type { EntryContext } from 'react-router';

type Match = (path: string) => { route: { id: string } }[] | null;

/**
 * The render's context with only the routes this page can use: its own matches, and those of `/`
 * and of each parent of its path, which React Router hands to the browser as the page's partial
 * route manifest (lazy route discovery). `<ServerRouter>` otherwise builds its route tree from
 * every route of the build on every request (317: each page once per locale), about 5 % of an
 * uncached ad page's Node CPU, to render the three or four that matched
 * (docs/decisions/0095-server-route-matching.md).
 *
 * The page and its handoff are the same: the partial manifest is made of the same routes. Should
 * React Router no longer expose the handler's matcher (`_match`), the context is left whole.
 */
export function withPageRoutes(context: EntryContext): EntryContext {
  const handler = context.staticHandlerContext as EntryContext['staticHandlerContext'] & { _match?: Match };
  const match = handler._match;
  if (typeof match !== 'function') return context;
  const ids = new Set(handler.matches.map((each) => each.route.id));
  for (const path of partialManifestPaths(handler.location.pathname)) {
    for (const each of match(path) ?? []) ids.add(each.route.id);
  }
  const routes: EntryContext['manifest']['routes'] = {};
  for (const id of ids) {
    const route = context.manifest.routes[id];
    if (!route) return context;
    routes[id] = route;
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}

/** `/` and each parent of the path, as React Router's `getPartialManifest` lists them. */
export function partialManifestPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}
