import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { getDb } from '../../server/db/client.ts';
import { rateLimitWindows } from '../../server/db/tables.ts';
import { createRateLimiter } from '../../server/infra/rate-limit.ts';
import { createPostgresRateLimitStore } from '../../server/infra/rate-limit-postgres.ts';

/** Two stores on one database stand for two app nodes: each process creates its own. */
function twoNodes(limit: number, windowMs = 60_000) {
  const name = `test-${randomBytes(4).toString('hex')}`;
  return [createPostgresRateLimitStore(), createPostgresRateLimitStore()].map((store) =>
    createRateLimiter({ name, limit, windowMs, store }),
  ) as [ReturnType<typeof createRateLimiter>, ReturnType<typeof createRateLimiter>];
}

describe('the PostgreSQL rate-limit store', () => {
  test('a limit counted on one node applies on the other, with the seconds left in the window', async () => {
    const [nodeA, nodeB] = twoNodes(3);
    expect(await nodeA.consume('1.2.3.4')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await nodeA.consume('1.2.3.4');
    expect(await nodeB.consume('1.2.3.4')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    const refused = await nodeA.consume('1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await nodeB.consume('5.6.7.8')).allowed).toBe(true);
    expect(await nodeB.count('1.2.3.4')).toBe(4);
  });

  test('hits that arrive together are each counted once', async () => {
    const [nodeA, nodeB] = twoNodes(10);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (index % 2 ? nodeA : nodeB).consume('burst')),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(await nodeA.count('burst')).toBe(30);
  });

  test('a window that has ended starts again at one, and a reset on one node clears the key for both', async () => {
    const [nodeA, nodeB] = twoNodes(1);
    await nodeA.consume('ana@example.com');
    expect((await nodeB.consume('ana@example.com')).allowed).toBe(false);
    // End the window in the database, as time would.
    const key = `${nodeA.name}:ana@example.com`;
    await getDb()
      .update(rateLimitWindows)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitWindows.key, key));
    expect(await nodeB.count('ana@example.com')).toBe(0);
    expect(await nodeB.consume('ana@example.com')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    await nodeB.consume('ana@example.com');
    await nodeA.reset('ana@example.com');
    expect(await nodeB.count('ana@example.com')).toBe(0);
    expect((await nodeB.consume('ana@example.com')).allowed).toBe(true);
  });

  test("a check on one node sees the other node's hits without counting one", async () => {
    const [nodeA, nodeB] = twoNodes(2);
    expect(await nodeB.check('9.9.9.9')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await nodeA.consume('9.9.9.9');
    await nodeA.consume('9.9.9.9');
    const refused = await nodeB.check('9.9.9.9');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await nodeA.count('9.9.9.9')).toBe(2);
  });
});
