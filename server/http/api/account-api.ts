import { type Request, Router } from 'express';
import { isLocale, type Locale, localeFromPrefix } from '../../../common/locale/locales.ts';
import { findSessionUser } from '../../accounts/sessions.ts';
import { signOut } from '../../accounts/sign-out.ts';
import type { UserRow } from '../../accounts/users.ts';
import { getReferenceData } from '../../catalogue/reference-data.ts';
import { mediaUrl } from '../../infra/storage/media-storage.ts';
import { listNotifications } from '../../notifications/user-notifications.ts';
import { PRIVATE_NO_STORE, readSessionToken } from '../session-cookie.ts';

/**
 * Spec §7 calls 3 (logout) and 4 (the signed-in user with chat key and country). Clients send
 * the session token as `Authorization: Bearer …` (apps) or carry the session cookie (the site).
 */
export function accountApiRouter(): Router {
  const router = Router();

  router.get('/:locale/user', async (req, res) => {
    const locale = apiLocale(req);
    if (!locale) return void res.status(404).json({ message: 'Not found' });
    const user = await userOf(req);
    if (!user) return void res.status(401).json({ message: 'Unauthenticated' });
    res.set('cache-control', PRIVATE_NO_STORE).json({ user: await viewApiUser(user, locale) });
  });

  // Only a bearer token may log out with GET: a cross-site page can make a browser send the
  // cookie on a GET, but never an Authorization header.
  router.get('/:locale/logout', async (req, res) => {
    const token = bearerToken(req);
    if (token) await signOut({ token });
    res.status(204).end();
  });

  return router;
}

/** The account behind the request's bearer token, else its session cookie. */
export async function userOf(req: Request): Promise<UserRow | undefined> {
  const token = bearerToken(req) ?? readSessionToken(req.get('cookie') ?? null);
  const user = token ? await findSessionUser(token) : undefined;
  // The request's log line names who made it (server/http/request-log.ts).
  if (user && req.res?.locals.request) req.res.locals.request.userId = user.id;
  return user;
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer ([\w-]{43})$/.exec(req.get('authorization') ?? '');
  return match?.[1];
}

function apiLocale(req: Request): Locale | undefined {
  const value = String(req.params.locale);
  return isLocale(value) ? value : localeFromPrefix(value);
}

async function viewApiUser(user: UserRow, locale: Locale) {
  const country = (await getReferenceData()).countries.find((each) => each.code === user.countryCode);
  return {
    name: user.name,
    slug: user.slug,
    avatar: user.avatarKey,
    avatar_full_url: mediaUrl(user.avatarKey),
    country: country ? { name: country.name[locale], slug: country.slug[locale] } : null,
    // The newest page, in the request's language (spec §3 User.notifications).
    notifications: (await listNotifications({ userId: user.id, locale })).notifications,
    chat_key: user.chatKey,
  };
}
