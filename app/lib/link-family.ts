/**
 * Links that differ only in their middle (a results page's facets: the same search with one field
 * changed), as their shared start and end, sent once, and each link's middle. A page rebuilds each
 * `href` as `start + middle + end`; it no longer sends the same search two dozen times (issue 32).
 */
export interface LinkFamily {
  start: string;
  end: string;
  middles: string[];
}

export function linkFamily(hrefs: readonly string[]): LinkFamily {
  const [first = '', ...others] = hrefs;
  let start = first.length;
  for (const href of others) start = Math.min(start, sharedStart(first, href));
  let end = first.length - start;
  for (const href of others) end = Math.min(end, sharedEnd(first, href), href.length - start);
  return {
    start: first.slice(0, start),
    end: first.slice(first.length - end),
    middles: hrefs.map((href) => href.slice(start, href.length - end)),
  };
}

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function sharedEnd(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) length += 1;
  return length;
}
