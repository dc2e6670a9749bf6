import { data } from 'react-router';
import type { Translate } from '../../common/locale/translate.ts';
import type { RateLimiter } from '../../server/infra/rate-limit.ts';
import { retryAfterText } from './retry-after-text.ts';

/**
 * Counts one attempt against each (limiter, key) pair; the longest wait when any is used up,
 * else undefined. Every limiter counts, so a blocked IP cannot reset an account's count.
 */
export async function exceededLimit(checks: [RateLimiter, string][]): Promise<number | undefined> {
  const results = await Promise.all(checks.map(([limiter, key]) => limiter.consume(key)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return undefined;
  return Math.max(...refused.map((result) => result.retryAfterSeconds));
}

/**
 * A 429 whose body is `body` plus `retryAfter` (seconds, for the page to say how long), with the
 * same seconds in `Retry-After`. The route passes the header on with `retryAfterHeaders`.
 */
export function tooManyRequests<T extends object>(body: T, retryAfter: number) {
  return data({ ...body, retryAfter }, { status: 429, headers: { 'retry-after': String(retryAfter) } });
}

/** The spec's text and how long to wait, for answers a script shows as they come (JSON `error`). */
export function tooManyRequestsText(t: Translate, retryAfter: number): string {
  return `${t('errors.too_many_requests')} ${retryAfterText(t, retryAfter)}`;
}
