import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';

/**
 * A process serving pages keeps the connections it opened (docs/decisions/0094-kept-connections.md):
 * after a quiet spell a crowd finds them open instead of opening them all at once.
 */
const url = process.env.TEST_FILE_DATABASE_URL ?? '';
const kept = openDatabase(url, { keepConnections: true }).$client;
const plain = openDatabase(url).$client;

afterAll(async () => {
  await kept.end();
  await plain.end();
});

test('idle connections stay open in a pool that keeps them, and close in one that does not', async () => {
  for (const pool of [kept, plain]) {
    // pg's idle timeout (10 s by default), shortened for the test.
    pool.options.idleTimeoutMillis = 200;
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    for (const client of clients) client.release();
  }
  await expect.poll(() => plain.totalCount, { timeout: 10_000 }).toBe(0);
  expect(kept.totalCount).toBe(3);
  expect((await kept.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
});
