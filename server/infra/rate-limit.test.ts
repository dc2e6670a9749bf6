import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  rateLimitMiddleware,
  TOO_MANY_REQUESTS_MESSAGE,
} from './rate-limit.ts';

describe('createRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('allows hits up to the limit, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 3, windowMs: 60_000 });
    expect(await limiter.consume('1.2.3.4')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await limiter.consume('1.2.3.4');
    expect(await limiter.consume('1.2.3.4')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    vi.advanceTimersByTime(15_500);
    expect(await limiter.consume('1.2.3.4')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
  });

  test('starts counting again once the window has ended', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowMs: 30 * 60_000 });
    await limiter.consume('a@example.com');
    await limiter.consume('a@example.com');
    expect((await limiter.consume('a@example.com')).allowed).toBe(false);
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect(await limiter.consume('a@example.com')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  test('counts each key on its own', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 60_000 });
    expect((await limiter.consume('1.1.1.1')).allowed).toBe(true);
    expect((await limiter.consume('1.1.1.1')).allowed).toBe(false);
    expect((await limiter.consume('2.2.2.2')).allowed).toBe(true);
  });

  test('keeps limiters that share a store apart by their names', async () => {
    const store = createMemoryRateLimitStore();
    const perIp = createRateLimiter({ name: 'sign-in-ip', limit: 1, windowMs: 60_000, store });
    const perAccount = createRateLimiter({ name: 'sign-in-account', limit: 1, windowMs: 60_000, store });
    expect((await perIp.consume('same-key')).allowed).toBe(true);
    expect((await perAccount.consume('same-key')).allowed).toBe(true);
    expect((await perIp.consume('same-key')).allowed).toBe(false);
  });

  test('forgets a key when it is reset', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 60_000 });
    await limiter.consume('account-7');
    expect((await limiter.consume('account-7')).allowed).toBe(false);
    await limiter.reset('account-7');
    expect((await limiter.consume('account-7')).allowed).toBe(true);
  });

  test('counts without consuming, and forgets an ended window', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createRateLimiter({ name: 'failures', limit: 3, windowMs: 60_000 });
      expect(await limiter.count('ana@example.com')).toBe(0);
      await limiter.consume('ana@example.com');
      await limiter.consume('ana@example.com');
      expect(await limiter.count('ana@example.com')).toBe(2);
      expect(await limiter.count('ana@example.com')).toBe(2);
      vi.advanceTimersByTime(60_001);
      expect(await limiter.count('ana@example.com')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  test('checks whether one more hit is allowed without counting it', async () => {
    const limiter = createRateLimiter({ name: 'failures-ip', limit: 2, windowMs: 60_000 });
    expect(await limiter.check('1.2.3.4')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await limiter.consume('1.2.3.4');
    expect(await limiter.check('1.2.3.4')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limiter.consume('1.2.3.4');
    vi.advanceTimersByTime(20_000);
    expect(await limiter.check('1.2.3.4')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    expect(await limiter.count('1.2.3.4')).toBe(2);
  });

  test('refuses a limit or window that is not a positive integer', () => {
    expect(() => createRateLimiter({ name: 'bad', limit: 0, windowMs: 60_000 })).toThrow(/limit/);
    expect(() => createRateLimiter({ name: 'bad', limit: 5, windowMs: 0 })).toThrow(/windowMs/);
  });
});

describe('rateLimitMiddleware', () => {
  async function serve(app: express.Express) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  test('answers 429 with Retry-After and the spec text once the limit is reached', async () => {
    const app = express();
    const limiter = createRateLimiter({ name: 'sign-up-ip', limit: 2, windowMs: 60_000 });
    app.post(
      '/sign-up',
      rateLimitMiddleware(limiter, (req) => req.ip ?? ''),
      (_req, res) => {
        res.json({ created: true });
      },
    );
    const { url, close } = await serve(app);
    try {
      expect((await fetch(`${url}/sign-up`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${url}/sign-up`, { method: 'POST' })).status).toBe(200);
      const refused = await fetch(`${url}/sign-up`, { method: 'POST' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
      expect(TOO_MANY_REQUESTS_MESSAGE).toBe(
        'You have submitted too many requests at the same time, please wait a moment and try again.',
      );
    } finally {
      await close();
    }
  });

  test('answers with the message the caller translated for the request', async () => {
    const app = express();
    const limiter = createRateLimiter({ name: 'sign-in-ip', limit: 1, windowMs: 60_000 });
    const message = (req: express.Request) =>
      req.get('accept-language') === 'es' ? 'Has enviado demasiadas solicitudes' : TOO_MANY_REQUESTS_MESSAGE;
    app.get(
      '/',
      rateLimitMiddleware(limiter, () => 'everyone', { message }),
      (_req, res) => {
        res.send('ok');
      },
    );
    const { url, close } = await serve(app);
    try {
      await fetch(url);
      const refused = await fetch(url, { headers: { 'accept-language': 'es' } });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'Has enviado demasiadas solicitudes' });
    } finally {
      await close();
    }
  });
});
