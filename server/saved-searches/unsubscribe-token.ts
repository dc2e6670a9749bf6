import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../infra/ids.ts';
import { deriveKey } from '../infra/secret.ts';

/**
 * The token of a saved search's unsubscribe link: its id and an HMAC of it, so the link turns off
 * that one search's alerts without signing in, and no other. It never expires: all it can do is
 * stop mail, which is what an old e-mail's reader wants.
 */
export function signUnsubscribeToken(savedSearchId: string): string {
  return `${savedSearchId}.${signature(savedSearchId)}`;
}

/** The saved search's id when the token is genuine, else undefined. */
export function readUnsubscribeToken(token: string | null | undefined): string | undefined {
  const [id, given] = (token ?? '').split('.');
  if (!id || !given || !isUuid(id)) return undefined;
  const expected = Buffer.from(signature(id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

function signature(id: string): string {
  return createHmac('sha256', deriveKey('saved-search-unsubscribe')).update(id).digest('base64url');
}
