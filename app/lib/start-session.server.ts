import { createSession, endSession } from '../../server/accounts/sessions.ts';
import { readSessionToken, serializeSessionCookie } from '../../server/http/session-cookie.ts';

/**
 * Signs a user in the way the sign-in form does (docs/decisions/0008): the session the browser
 * already had ends and a new one starts, so a session planted before it is worth nothing after.
 * Returns the `Set-Cookie` value.
 */
export async function startSession(options: { request: Request; url: URL; userId: string }): Promise<string> {
  const previous = readSessionToken(options.request.headers.get('cookie'));
  if (previous) await endSession(previous);
  const token = await createSession({ userId: options.userId, userAgent: options.request.headers.get('user-agent') });
  return serializeSessionCookie(token, options.url.protocol === 'https:');
}
