import type { RouterContextProvider } from 'react-router';
import { favouritedAdIds } from '../../server/engagement/favourites.ts';
import { userContext } from '../../server/http/request-context.ts';

/** Which of a page's ads the signed-in reader has favourited: one query, none for a guest. */
export async function readerFavourites(options: {
  context: Readonly<RouterContextProvider>;
  adIds: string[];
}): Promise<string[]> {
  const user = options.context.get(userContext);
  return user ? favouritedAdIds({ userId: user.id, adIds: options.adIds }) : [];
}
