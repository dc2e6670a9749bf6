import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { StaticPage } from '../components/static-page.tsx';
import { errorMeta, pageMeta } from '../lib/meta.ts';
import { loadStaticPage } from '../lib/static-page.server.ts';
import type { Route } from './+types/page';

export function loader({ url, params }: Route.LoaderArgs) {
  return loadStaticPage({ url, slug: params.page, place: 'useful' });
}

export default function UsefulPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticPage title={loaderData.page.title} body={loaderData.page.body} />;
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page.title, loaderData.page.description) : errorMeta(matches, error);
}

export const ErrorBoundary = RouteErrorBoundary;
