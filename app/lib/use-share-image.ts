import { useMatches } from 'react-router';

/**
 * The site's own picture (scripts/make-share-image.ts), for pages with no photo of their own:
 * 1200×630 PNG, as social networks and search engines read it.
 */
const SHARE_IMAGE = '/images/share.png';

/**
 * The picture a link to this page shows (og:image): the `shareImage` the deepest route's loader
 * returns (an ad's cover, a company's cover), else the site's picture. A path or an absolute URL.
 */
export function useShareImage(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { shareImage?: string | null } | undefined;
    if (data?.shareImage) return data.shareImage;
  }
  return SHARE_IMAGE;
}
