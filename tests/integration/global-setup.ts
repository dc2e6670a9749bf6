import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedReferenceData } from '../../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase } from '../../server/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { runMigrations } from '../../server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'galope_template';
let embedded: EmbeddedDatabase | undefined;

/**
 * One embedded PostgreSQL for the whole run, with a template database migrated and seeded once;
 * every test file works in its own copy of it (connect-test-database.ts).
 */
export async function setup(project: TestProject): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) embedded = await startEmbeddedPostgres({ dataDir: '.data/test' });
  const serverUrl = process.env.TEST_DATABASE_URL ?? embedded?.url ?? '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  const db = connectDatabase(templateUrl);
  await runMigrations(db);
  await seedReferenceData(db);
  await closeDatabase();
  project.provide('templateDatabaseUrl', templateUrl);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}
