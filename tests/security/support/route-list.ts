import type { ServerBuild } from 'react-router';

export interface PageRoute {
  /** The route id without its locale suffix (`ad-edit`), as app/routes.ts names it. */
  name: string;
  /** The full path pattern (`/s/:classified/edit`). */
  pattern: string;
}

/** Every Spanish (unprefixed) page route of the build, with its full path: app/routes.ts as served. */
export function listPageRoutes(routes: ServerBuild['routes']): PageRoute[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
  };
  return Object.values(routes)
    .flatMap((route) => (route?.id.endsWith('-es') && (route.path || route.index) ? [route.id] : []))
    .map((id) => ({ name: id.replace(/-es$/, ''), pattern: fullPath(id) }));
}
