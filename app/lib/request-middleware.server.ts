import type { MiddlewareFunction } from 'react-router';
import { findSessionUser } from '../../server/accounts/sessions.ts';
import type { UserRow } from '../../server/accounts/users.ts';
import {
  databaseUnavailableReason,
  isDatabaseBusy,
  isDatabaseUnavailable,
} from '../../server/db/database-unavailable.ts';
import { busy, forbidden, tooLarge, unavailable } from '../../server/http/app-errors.ts';
import {
  CSRF_FIELD,
  CSRF_HEADER,
  csrfTokenFor,
  isSameOrigin,
  isValidCsrfToken,
  newCsrfSeed,
  readCsrfSeed,
  serializeCsrfCookie,
} from '../../server/http/csrf.ts';
import { csrfContext, type RequestInfo, requestInfoContext, userContext } from '../../server/http/request-context.ts';
import {
  clearSessionCookie,
  PRIVATE_NO_STORE,
  readSessionTokens,
  SESSION_COOKIE,
} from '../../server/http/session-cookie.ts';
import { logger } from '../../server/infra/logger.ts';
import { hasDeclaredLength, isBodyTooLarge } from './upload-form.server.ts';

/**
 * Runs before every loader and action: refuses a state-changing request without a valid CSRF
 * token or from another site, and puts the session's user in the context. A signed-in reader's
 * answer is theirs alone: no browser back-forward or shared cache keeps it (guests' pages keep
 * their own caching, server/http/page-cache.ts).
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const info = context.get(requestInfoContext);
  info.route = routeLabel(pattern);
  const cookieHeader = request.headers.get('cookie');
  const secure = new URL(request.url).protocol === 'https:';
  const existingSeed = readCsrfSeed(cookieHeader);
  const seed = existingSeed ?? newCsrfSeed();
  context.set(csrfContext, csrfTokenFor(seed));

  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    if (!isSameOrigin(request)) forbidden('errors.csrf');
    // A body over its route's limit is refused whoever sends it, token or not (server/http/
    // body-limit.ts has already cut it off before this runs; this holds where that is not mounted).
    if (isBodyTooLarge(request)) tooLarge();
    // Scripts send the token as a header; a form sends it as a field, read from the body, and
    // only when its size is declared: the clone would hold it in memory a second time.
    if (!isValidCsrfToken(existingSeed, request.headers.get(CSRF_HEADER))) {
      if (!hasDeclaredLength(request)) tooLarge();
      const form = await request
        .clone()
        .formData()
        .catch(() => undefined);
      if (!isValidCsrfToken(existingSeed, form?.get(CSRF_FIELD))) {
        forbidden('errors.csrf');
      }
    }
  }

  const sessionTokens = readSessionTokens(cookieHeader);
  let user: UserRow | null = null;
  for (const token of sessionTokens) {
    // The database away is no reason to sign anyone out: the page is a 503, the cookie stays.
    user = (await findSessionUser(token).catch((error: unknown) => serverProblemIfDatabaseAway(error, info))) ?? null;
    if (user) break;
  }
  context.set(userContext, user);
  info.userId = user?.id;

  const response = await next();
  if (info.databaseUnavailable) {
    // A loader or action found the database away: the server-problem page (503, Retry-After
    // from app/entry.server.tsx) replaces whatever page was rendered around the failure.
    await response.body?.cancel();
    if (info.databaseBusy) busy();
    unavailable();
  }
  if (user) response.headers.set('cache-control', PRIVATE_NO_STORE);
  if (!existingSeed) response.headers.append('set-cookie', serializeCsrfCookie(seed, secure));
  const settingSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (sessionTokens.length > 0 && !user && !settingSession)
    response.headers.append('set-cookie', clearSessionCookie(secure));
  return response;
};

/** The matched pattern without its locale prefix: one latency series per page, not four. */
function routeLabel(pattern: string): string {
  return `/${pattern.replace(/^\/+/, '').replace(/^(?:en|cat|pt)(?:\/|$)/, '')}`;
}

function serverProblemIfDatabaseAway(error: unknown, info: RequestInfo): never {
  if (!isDatabaseUnavailable(error)) throw error;
  info.databaseBusy = isDatabaseBusy(error);
  const reason = databaseUnavailableReason(error);
  if (info.databaseBusy) {
    logger.warn({ requestId: info.id, reason }, 'database busy: session not read');
    busy();
  }
  logger.warn({ requestId: info.id, reason }, 'database unavailable: session not read');
  unavailable();
}
