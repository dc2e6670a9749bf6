import { readConfig } from './config.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { createPostgresRateLimitStore } from './rate-limit-postgres.ts';
import { singleton } from './singleton.ts';

/**
 * The one store every limiter of this process counts in: PostgreSQL when several app nodes share
 * a database (RATE_LIMIT_STORE, unset: when DATABASE_URL is set), else memory. Chosen at first use,
 * after the configuration is read; the database is reached only when a hit is counted.
 */
export function sharedRateLimitStore(): RateLimitStore {
  return singleton('rate-limit-store', () => {
    const config = readConfig();
    const kind = config.RATE_LIMIT_STORE ?? (config.DATABASE_URL ? 'postgres' : 'memory');
    return kind === 'postgres' ? createPostgresRateLimitStore() : createMemoryRateLimitStore();
  });
}
