/**
 * Whether a server's page cache holds a mix's pages yet. A mix that rotates over a fixed set of
 * guests' pages (the search mix, 2,000 ad pages, home) is meant to be measured with those pages
 * kept: the page cache keeps a page from its second ask on a worker (decision 0087), so a short
 * warm-up over 2,000 ads on two workers measures first renders instead. The bench warms such a mix
 * until a sample of its addresses is answered from the cache.
 */

/**
 * `size` addresses spread evenly over `list` (all of it when it is shorter), moved on by `shift`
 * places: each check of a warm-up asks other addresses than the checks before it, since asking
 * a page is what gets it kept.
 */
export function spreadSample(list: readonly string[], size: number, shift = 0): string[] {
  if (list.length <= size) return [...list];
  const step = list.length / size;
  return Array.from({ length: size }, (_, index) => list[(Math.floor(index * step) + shift) % list.length] as string);
}

/** An answer came from the page cache: kept, fresh or being rendered again (`stale`). */
export function answeredFromCache(header: string | null): boolean {
  return header === 'hit' || header === 'stale';
}

/** The share (0–1) of `sample` that the server at `origin` answers from its page cache. */
export async function keptShare(origin: string, sample: readonly string[]): Promise<number> {
  if (sample.length === 0) return 1;
  let kept = 0;
  for (const address of sample) {
    const response = await fetch(`${origin}${address}`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (answeredFromCache(response.headers.get('x-page-cache'))) kept++;
  }
  return kept / sample.length;
}
