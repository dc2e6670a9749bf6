import { createRateLimiter, type RateLimiter } from '../infra/rate-limit.ts';
import { sharedRateLimitStore } from '../infra/rate-limit-store.ts';
import { singleton } from '../infra/singleton.ts';

/**
 * Saves per account: a person saves a handful of searches in a sitting; a script saving hundreds
 * (each one matched against every approved ad from then on) is refused. Key: the user's id.
 */
export const savedSearchRateLimit: RateLimiter = singleton('saved-search-rate-limit', () =>
  createRateLimiter({ name: 'saved-search-save', limit: 10, windowMs: 10 * 60_000, store: sharedRateLimitStore() }),
);
