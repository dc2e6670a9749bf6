import { readCookie } from '../../common/locale/locale-cookie.ts';
import { addFavourite } from '../../server/engagement/favourites.ts';
import { logger } from '../../server/infra/logger.ts';

/**
 * A guest's heart click, kept while they sign in (docs/decisions/0019): set only by the favourite
 * action, which the CSRF check guards, so another site cannot plant a favourite for a user.
 */
const COOKIE = 'galope_pending_favourite';
const MAX_AGE_SECONDS = 30 * 60;
const SLUG = /^[\w-]{1,200}$/;

export function pendingFavouriteCookie(slug: string, secure: boolean): string {
  return `${COOKIE}=${encodeURIComponent(slug)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a heart click waits for this sign-in: the sign-in page then says what it is for. */
export function hasPendingFavourite(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), COOKIE) !== undefined;
}

/**
 * Completes the favourite a guest asked for before signing in, and returns the `Set-Cookie` that
 * forgets it (undefined when nothing was pending). Failing to add it never fails the sign-in.
 */
export async function resumePendingFavourite(options: {
  request: Request;
  url: URL;
  userId: string;
}): Promise<string | undefined> {
  const slug = readCookie(options.request.headers.get('cookie'), COOKIE);
  if (slug === undefined) return undefined;
  if (SLUG.test(slug)) {
    await addFavourite({ userId: options.userId, slug }).catch((error: unknown) =>
      logger.error({ err: error, slug }, 'pending favourite not added'),
    );
  }
  const secure = options.url.protocol === 'https:';
  return `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
