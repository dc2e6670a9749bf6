import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { LINK_PREFETCH_IDLE_TIMEOUT_MS, likelyNextPages } from '../lib/navigation-timing.ts';
import { registerServiceWorker } from '../lib/register-service-worker.ts';

/** Links that mark a likely next page: ad cards (`data-prefetch`) and the results' `rel="next"`. */
const LIKELY = 'a[data-prefetch], a[rel="next"]';

/**
 * Spec §9: once the page is idle (at the latest after `LINK_PREFETCH_IDLE_TIMEOUT_MS`), fetch the
 * likely next pages' code and data, so following one of them answers at once. Renders React
 * Router's `<PrefetchPageLinks>` (prefetch links in the head); nothing before the idle moment, so
 * the page's own loading never competes with them. Starts again on each navigation.
 * The same idle moment registers the service worker (the installable app, offline page and push).
 */
export function IdlePrefetch() {
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    setPages([]);
    const collect = () => {
      const height = window.innerHeight;
      const links = [...document.querySelectorAll<HTMLAnchorElement>(LIKELY)].map((link) => {
        const box = link.getBoundingClientRect();
        return {
          href: link.href,
          rel: link.rel,
          likely: link.hasAttribute('data-prefetch'),
          inView: box.bottom > 0 && box.top < height && box.width > 0,
        };
      });
      setPages(likelyNextPages(links, new URL(here, window.location.origin)));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(collect, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(collect, LINK_PREFETCH_IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [here]);
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
