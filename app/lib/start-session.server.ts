import { createSession, endSession } from '../../server/accounts/sessions.ts';
import { readSessionTokens, serializeSessionCookie } from '../../server/http/session-cookie.ts';

/**
 * Signs a user in the way the sign-in form does (docs/decisions/0008): the session the browser
 * already had ends and a new one starts, so a session planted before it is worth nothing after.
 * Returns the `Set-Cookie` value.
 */
export async function startSession(options: { request: Request; url: URL; userId: string }): Promise<string> {
  // Every session id the browser sent, including one planted for a narrower path.
  await Promise.all(readSessionTokens(options.request.headers.get('cookie')).map((token) => endSession(token)));
  const token = await createSession({ userId: options.userId, userAgent: options.request.headers.get('user-agent') });
  return serializeSessionCookie(token, options.url.protocol === 'https:');
}
