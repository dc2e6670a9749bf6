import { Outlet, useMatches } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { NetworkStatus } from '../components/network-status.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { loadLayoutData } from '../lib/layout-data.server.ts';
import { shouldRevalidateLayout } from '../lib/should-revalidate-layout.ts';
import type { Route } from './+types/default';

export function loader({ url, params }: Route.LoaderArgs) {
  return loadLayoutData({ url, params });
}

export const shouldRevalidate = shouldRevalidateLayout;

/** The default layout: header, the page, footer. A page can hide the header's search (`handle.hideSearch`). */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const hideSearch = useMatches().some((match) => (match.handle as { hideSearch?: boolean } | undefined)?.hideSearch);
  return (
    <>
      <NavigationProgress />
      <SiteHeader global={loaderData.global} showSearchToggle={!hideSearch} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter global={loaderData.global} />
      <NetworkStatus />
    </>
  );
}
