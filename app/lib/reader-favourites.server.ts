import type { RouterContextProvider } from 'react-router';
import { favouritedAdIds } from '../../server/engagement/favourites.ts';
import { userContext } from '../../server/http/request-context.ts';

/**
 * Which of a page's ads the signed-in reader has favourited, by slug (what cards carry to the
 * browser): one query, none for a guest.
 */
export async function readerFavourites(options: {
  context: Readonly<RouterContextProvider>;
  ads: readonly { id: string; slug: string }[];
}): Promise<string[]> {
  const user = options.context.get(userContext);
  if (!user || options.ads.length === 0) return [];
  const ids = new Set(await favouritedAdIds({ userId: user.id, adIds: [...new Set(options.ads.map((ad) => ad.id))] }));
  return [...new Set(options.ads.filter((ad) => ids.has(ad.id)).map((ad) => ad.slug))];
}
