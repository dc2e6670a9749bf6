import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useRealtimeSocket } from '../lib/realtime/realtime-context.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// Says nothing until the connection drops: its code loads with the page, not in its first file.
const NetworkStatus = lazyComponent(() => import('./network-status.tsx').then((module) => module.NetworkStatus));

// The chat (bar, floating windows) exists only once a signed-in user's socket is open: guests
// and crawlers never download it.
const ChatDock = lazy(() => import('./chat/chat-dock.tsx').then((module) => ({ default: module.ChatDock })));
// Prefetch waits for the page to be idle anyway: its code is no part of the page's first download.
const IdlePrefetch = lazy(() => import('./idle-prefetch.tsx').then((module) => ({ default: module.IdlePrefetch })));

/** What every page layout shares: progress bar, header, the page, footer, network notice, the signed-in user's chat. */
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
      <Suspense fallback={null}>
        <NetworkStatus />
      </Suspense>
      <ChatWhenConnected />
      <PrefetchOnceHydrated />
    </>
  );
}

/**
 * The chat dock, once the socket is open. A component of its own: the socket's arrival re-renders
 * it alone, not the header, whose account menu may still be the server's HTML waiting for its code
 * (a boundary updated before it hydrates is rendered anew, and a menu opened meanwhile closes).
 */
function ChatWhenConnected() {
  const socket = useRealtimeSocket();
  return socket ? (
    <Suspense fallback={null}>
      <ChatDock />
    </Suspense>
  ) : null;
}

/** The idle prefetch (spec §9), in the browser only, its code loaded once the page is React's. */
function PrefetchOnceHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <IdlePrefetch />
    </Suspense>
  );
}
