/** Spec §9 "Link prefetch idle timeout": the likely next pages are fetched once the page is idle, at the latest after this. */
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Spec §9 "Fetch minimum delay": a navigation shorter than this shows no progress bar (no flash). */
export const PROGRESS_BAR_DELAY_MS = 200;
/** At most this many pages prefetched per page: the ones in view come first. */
const PREFETCH_MAX_PAGES = 6;

/**
 * The likely next pages among a page's links (spec §9): the results' next page and the ads in
 * view, on this site, not the page itself, each once, at most `PREFETCH_MAX_PAGES`.
 */
export function likelyNextPages(
  links: readonly { href: string; rel: string; inView: boolean; likely: boolean }[],
  current: URL,
): string[] {
  const pages: string[] = [];
  const candidates = [...links.filter((link) => link.rel === 'next'), ...links.filter((link) => link.likely)];
  for (const link of candidates) {
    if (link.rel !== 'next' && !link.inView) continue;
    const url = new URL(link.href, current);
    if (url.origin !== current.origin) continue;
    const page = `${url.pathname}${url.search}`;
    if (page === `${current.pathname}${current.search}` || pages.includes(page)) continue;
    pages.push(page);
    if (pages.length === PREFETCH_MAX_PAGES) break;
  }
  return pages;
}
