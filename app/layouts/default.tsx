import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SiteShell } from '../components/site-shell.tsx';
import { loadLayoutData } from '../lib/layout-data.server.ts';
import { shouldRevalidateLayout } from '../lib/should-revalidate-layout.ts';
import type { Route } from './+types/default';

export function loader({ url, params }: Route.LoaderArgs) {
  return loadLayoutData({ url, params });
}

export const shouldRevalidate = shouldRevalidateLayout;

/** The default layout. A special page hides the search bar with `handle.hideSearch` (docs/decisions/0015-search-bar.md). */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const hideSearch = useMatches().some((match) => (match.handle as { hideSearch?: boolean } | undefined)?.hideSearch);
  return (
    <SiteShell global={loaderData.global} showSearchToggle={!hideSearch}>
      {/* The page hydrates after the shell, in small slices the browser can interrupt: React hydrates
          a server-rendered Suspense boundary at its lowest priority, not in one long task. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </SiteShell>
  );
}
