import { useEffect, useState } from 'react';

/**
 * A list the panel loads from the JSON API when its parent is chosen (provinces of a community,
 * towns of a province, filters of a subcategory). A failure gives an empty list and no message
 * (spec §8). The list shown always belongs to the current address: clearing or changing the
 * parent empties it at once, and a late answer for an old address is dropped.
 */
export function useRemoteList<Item>(
  url: string | null,
  pick: (body: unknown) => unknown,
  /** The list the page's loader already sent (the results page's filter form): not asked again. */
  initial?: { url: string; items: Item[] } | null,
): { items: Item[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ url: string; items: Item[] } | null>(initial ?? null);
  useEffect(() => {
    if (!url) return;
    if (initial?.url === url) return setLoaded(initial);
    let live = true;
    fetchList<Item>(url, pick).then((items) => {
      if (live) setLoaded({ url, items });
    });
    return () => {
      live = false;
    };
  }, [url, pick, initial]);
  if (!url) return { items: [], loading: false };
  return loaded?.url === url ? { items: loaded.items, loading: false } : { items: [], loading: true };
}

async function fetchList<Item>(url: string, pick: (body: unknown) => unknown): Promise<Item[]> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const list = pick(await response.json());
    return Array.isArray(list) ? (list as Item[]) : [];
  } catch {
    return [];
  }
}
