import type { RateLimiter } from '../../server/infra/rate-limit.ts';

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
