import type { Request, RequestHandler } from 'express';

/** Spec §8: the text shown whenever a limit is reached. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'You have submitted too many requests at the same time, please wait a moment and try again.';

/**
 * Counts hits per key in fixed windows. The memory store serves one node; a PostgreSQL or Redis
 * store with the same contract shares the counts between nodes (DESIGN.md, "Rate limits").
 */
export interface RateLimitStore {
  /** Counts one hit; a key whose window has ended starts a new one ending `windowMs` from now. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
  /** The hits counted so far in the key's current window, without counting one. */
  count(key: string): Promise<number>;
  /** The key's current window (hits and end), without counting a hit; undefined when none runs. */
  peek(key: string): Promise<{ count: number; resetAt: number } | undefined>;
}

interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** 0 while allowed; otherwise the whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly name: string;
  consume(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** Hits counted in the key's current window: a threshold to act on, not a refusal. */
  count(key: string): Promise<number>;
  /**
   * Whether one more hit would be allowed, without counting one: for limits that count only some
   * outcomes (failed sign-ins), checked before the attempt and consumed after it fails.
   */
  check(key: string): Promise<RateLimitResult>;
}

export interface RateLimiterOptions {
  /** Prefixes every key, so limiters can share one store without counting each other's hits. */
  name: string;
  limit: number;
  windowMs: number;
  store?: RateLimitStore;
}

export function createRateLimiter({ name, limit, windowMs, store }: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Rate limit ${name}: limit must be a positive integer`);
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new Error(`Rate limit ${name}: windowMs must be positive`);
  const counts = store ?? createMemoryRateLimitStore();
  return {
    name,
    async consume(key) {
      const { count, resetAt } = await counts.hit(`${name}:${key}`, windowMs);
      if (count <= limit) return { allowed: true, remaining: limit - count, retryAfterSeconds: 0 };
      return { allowed: false, remaining: 0, retryAfterSeconds: secondsUntil(resetAt) };
    },
    reset(key) {
      return counts.reset(`${name}:${key}`);
    },
    count(key) {
      return counts.count(`${name}:${key}`);
    },
    async check(key) {
      const window = await counts.peek(`${name}:${key}`);
      const count = window?.count ?? 0;
      if (!window || count < limit) return { allowed: true, remaining: limit - count, retryAfterSeconds: 0 };
      return { allowed: false, remaining: 0, retryAfterSeconds: secondsUntil(window.resetAt) };
    },
  };
}

/** Whole seconds until `resetAt`, at least 1: what a `Retry-After` header carries. */
export function secondsUntil(resetAt: number): number {
  return Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
}

export interface MemoryRateLimitStoreOptions {
  /** How often ended windows are dropped, so keys seen once do not stay in memory. */
  cleanupIntervalMs?: number;
}

export function createMemoryRateLimitStore({
  cleanupIntervalMs = 60_000,
}: MemoryRateLimitStoreOptions = {}): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const cleanup = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, cleanupIntervalMs);
  // The sweep must never be what keeps a finished process (or a test run) alive.
  cleanup.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(key, fresh);
        return { ...fresh };
      }
      current.count += 1;
      return { ...current };
    },
    async reset(key) {
      windows.delete(key);
    },
    async count(key) {
      const current = windows.get(key);
      return current && current.resetAt > Date.now() ? current.count : 0;
    },
    async peek(key) {
      const current = windows.get(key);
      return current && current.resetAt > Date.now() ? { ...current } : undefined;
    },
  };
}

export interface RateLimitMiddlewareOptions {
  /** The translated text for the request's locale; defaults to the spec's English text. */
  message?: string | ((req: Request) => string);
}

/** Answers 429 with `Retry-After` and `{ message }` once `limiter` refuses the request's key. */
export function rateLimitMiddleware(
  limiter: RateLimiter,
  keyOf: (req: Request) => string,
  { message = TOO_MANY_REQUESTS_MESSAGE }: RateLimitMiddlewareOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    const result = await limiter.consume(keyOf(req));
    if (result.allowed) return next();
    res
      .status(429)
      .set('retry-after', String(result.retryAfterSeconds))
      .set('cache-control', 'no-store')
      .json({ message: typeof message === 'function' ? message(req) : message });
  };
}
