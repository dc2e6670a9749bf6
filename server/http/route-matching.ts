import type { ServerBuild } from 'react-router';
import { unstable_preloadRoutePattern } from 'react-router/route-pattern';

/**
 * The build the server answers with: React Router's route-pattern matcher (a tree of segments)
 * instead of its default one, which tries the ~320 route branches (every page once per locale)
 * one regular expression after another, four times a page (the request, the loaders, and the
 * browser's partial route manifest for `/` and each parent path). An ad page spent 10 % of its
 * Node CPU there (docs/decisions/0095-server-route-matching.md).
 *
 * On the server only: the page's handoff to the browser (`window.__reactRouterContext.future`,
 * JSON) still carries the build's own flags, so the browser keeps its default matcher and its
 * bundle does not grow. `route-matching.test.ts` checks that both matchers find the same routes
 * and parameters for every route of `app/routes.ts`.
 */
export function withServerRouteMatching(build: ServerBuild): ServerBuild {
  unstable_preloadRoutePattern();
  const shipped = build.future;
  const future = {
    ...shipped,
    unstable_routePatternMatching: true,
    // What the page's handoff serialises (JSON.stringify): the flags the browser was built with.
    toJSON: () => shipped,
  };
  // The build's type knows the flags of the build configuration only, not the router's own.
  return { ...build, future: future as unknown as ServerBuild['future'] };
}
