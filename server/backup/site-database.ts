import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import type { Config } from '../infra/config.ts';

export interface SiteDatabase {
  url: string;
  /** Stops the embedded server if this process started it. */
  stop(): Promise<void>;
}

/**
 * The database the backup and restore commands work on, as `npm start` would choose it:
 * DATABASE_URL, else the embedded server in GALOPE_DATA_DIR — the running site's own when the
 * site is up (a backup may run beside it; a restore may not), else one started for the command.
 */
export async function openSiteDatabase(config: Config, purpose: 'backup' | 'restore'): Promise<SiteDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const running = await findRunningEmbeddedPostgres(config.dataDir);
  if (running && purpose === 'restore') {
    throw new Error(`Galope is running on ${config.dataDir}: stop it before restoring into it`);
  }
  if (running) return { url: running, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  return embedded;
}
