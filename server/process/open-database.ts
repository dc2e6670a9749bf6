import { seedReferenceData } from '../catalogue/seed-reference-data.ts';
import { connectDatabase, connectReplica } from '../db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoData } from '../demo/seed-demo-data.ts';
import type { Config } from '../infra/config.ts';

export interface OpenedDatabase {
  url: string;
  /** The embedded server this process started and must stop last; none with DATABASE_URL. */
  embedded?: EmbeddedDatabase;
}

/**
 * The database a process that owns the site's data opens: the embedded server unless DATABASE_URL
 * is set, migrated, with the catalogue and (DEMO_DATA=on) the demo marketplace seeded.
 */
export async function openSiteDatabase(config: Config): Promise<OpenedDatabase> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config);
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('No database');
  const db = connectDatabase(url);
  await runMigrations(db);
  await seedReferenceData(db);
  if (config.DEMO_DATA === 'on') await seedDemoData();
  return { url, embedded };
}

/** The connections of a process that serves pages: the primary and, for the search, a replica. */
export function connectSiteDatabase(config: Config, url: string): void {
  // Kept open: a crowd does not wait for new connections (docs/decisions/0094-kept-connections.md).
  connectDatabase(url, { keepConnections: true });
  // The search reads from a replica when one is given (docs/decisions/0031-scale-out.md).
  if (config.DATABASE_REPLICA_URL) connectReplica(config.DATABASE_REPLICA_URL);
}
