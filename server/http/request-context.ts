import { createContext } from 'react-router';
import type { UserRow } from '../accounts/users.ts';
import { singleton } from '../infra/singleton.ts';

// Contexts are matched by identity, and this module is loaded twice (the server entry sets
// `clientIpContext`, the React Router build reads it): `singleton` keeps one object of each.

/** The signed-in user of this request, or null for a guest (set by the root middleware). */
export const userContext = singleton('context:user', () => createContext<UserRow | null>(null));
/** The CSRF token forms of this request must carry. */
export const csrfContext = singleton('context:csrf', () => createContext<string>(''));
/** The client's address as Express sees it (the proxies TRUST_PROXY names), for rate limits. */
export const clientIpContext = singleton('context:client-ip', () => createContext<string>(''));
/** The page cache's key when this guest's page may be kept (server/http/page-cache-answer.ts), else ''. */
export const pageCacheKeyContext = singleton('context:page-cache-key', () => createContext<string>(''));
/**
 * What the page being rendered shows, as page cache tags (server/http/page-tags.ts): a list the
 * page cache's middleware puts here when it may keep the page, null otherwise.
 */
export const pageTagsContext = singleton('context:page-tags', () => createContext<string[] | null>(null));
/**
 * The reader's cookies the page being rendered reads (`pageReadsCookie`): a list the page cache's
 * middleware puts here when it may keep the page, null otherwise.
 */
export const pageCookiesReadContext = singleton('context:page-cookies-read', () =>
  createContext<string[] | null>(null),
);
/** This answer's CSP nonce (server/http/security-headers.ts), put on the page's inline scripts. */
export const cspNonceContext = singleton('context:csp-nonce', () => createContext<string>(''));

/**
 * What this request's log line and latency metric say about it, filled as it is learnt: the id
 * (Express, first), the signed-in user and the route pattern (React Router's middleware, or the
 * API when it reads the session). One object shared by Express's `res.locals` and the router.
 */
export interface RequestInfo {
  id: string;
  userId?: string;
  route?: string;
  /**
   * A loader or action of this request failed because the database is away (set by the page
   * error handler, app/entry.server.tsx): the root middleware answers the server-problem page
   * with 503 instead of the page.
   */
  databaseUnavailable?: boolean;
  /**
   * That failure was a wait for a connection of this process's full pool: the page is the busy
   * answer (the spec's busy text, a shorter Retry-After), not the server-problem page.
   */
  databaseBusy?: boolean;
}
export const requestInfoContext = singleton('context:request-info', () => createContext<RequestInfo>({ id: '' }));
