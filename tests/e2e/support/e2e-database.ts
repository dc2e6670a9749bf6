import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Reads the e2e server's embedded database, for what no page shows yet. Its port is on the fourth
 * line of the postmaster's pid file; the user and password are the embedded server's fixed ones.
 */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const dataDir = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e');
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const client = new pg.Client({ connectionString: `postgres://galope:galope@127.0.0.1:${port}/galope` });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
