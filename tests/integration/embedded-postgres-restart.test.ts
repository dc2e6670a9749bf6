import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resilientPool } from '../../server/db/client.ts';
import { isDatabaseUnavailable } from '../../server/db/database-unavailable.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';

/**
 * `npm start`'s embedded PostgreSQL dies under the app (docs/decisions/0034-database-outage.md):
 * the app's queries fail as "database unavailable" (pages answer 503), the server is started
 * again on the same port and the same pool works again, without restarting the app.
 */
let dataDir: string;
let database: EmbeddedDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'galope-embedded-restart-'));
  database = await startEmbeddedPostgres({ dataDir });
  pool = resilientPool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await pool?.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function attempt(): Promise<'ok' | 'unavailable' | 'other error'> {
  try {
    await pool.query('select 1');
    return 'ok';
  } catch (error) {
    return isDatabaseUnavailable(error) ? 'unavailable' : 'other error';
  }
}

describe('the embedded PostgreSQL killed', () => {
  test('queries fail as unavailable, then the server is started again and the same pool answers', async () => {
    expect(await attempt()).toBe('ok');
    const before = database.pid();
    expect(before).toBeGreaterThan(0);

    process.kill(before ?? 0, 'SIGKILL');
    await expect.poll(attempt, { timeout: 5_000, interval: 50 }).toBe('unavailable');

    const killedAt = performance.now();
    await expect.poll(attempt, { timeout: 45_000, interval: 250 }).toBe('ok');
    console.info(`embedded PostgreSQL answering again ${Math.round(performance.now() - killedAt)} ms after kill -9`);
    expect(database.pid()).not.toBe(before);
  });
});
