import type { ReactNode } from 'react';
import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { NetworkStatus } from './network-status.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** What every page layout shares: progress bar, header, the page, footer, network notice. */
export function SiteShell({
  global,
  showSearchToggle = true,
  children,
}: {
  global: ShellData;
  showSearchToggle?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <NavigationProgress />
      <SiteHeader global={global} showSearchToggle={showSearchToggle} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter global={global} />
      <NetworkStatus />
    </>
  );
}
