import { data } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { errorMeta } from '../lib/meta.ts';
import type { Route } from './+types/error-page';

/**
 * The error pages of spec §2: /errors/page-500 answers 500, /errors/page-404 and any path no
 * route claims answer 404; the boundary draws the screen in the path's locale.
 */
export function loader({ url }: Route.LoaderArgs) {
  throw data(null, { status: url.pathname.endsWith('/errors/page-500') ? 500 : 404 });
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function ErrorPage() {
  return null;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return errorMeta(matches, error);
}

export const ErrorBoundary = RouteErrorBoundary;
