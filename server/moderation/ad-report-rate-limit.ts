import { createRateLimiter, type RateLimiter } from '../infra/rate-limit.ts';
import { singleton } from '../infra/singleton.ts';

/**
 * Ad reports per account: a person reports a few ads in a sitting; a script reporting hundreds
 * (to bury a rival's ads under the moderators' queue) is refused. Key: the user's id.
 */
export const adReportRateLimit: RateLimiter = singleton('ad-report-rate-limit', () =>
  createRateLimiter({ name: 'ad-report', limit: 10, windowMs: 60 * 60_000 }),
);
