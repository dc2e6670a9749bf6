import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { closeDatabase, connectDatabase } from '../../server/db/client.ts';
import { loadSecret } from '../../server/infra/secret.ts';

loadSecret({ SESSION_SECRET: 'integration-tests-secret-0123456789abcdef', dataDir: '.data/test' });

/** Each test file gets a fresh copy of the migrated, seeded template database. */
const templateUrl = inject('templateDatabaseUrl');
const templateName = new URL(templateUrl).pathname.slice(1);
const name = `test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: templateUrl.replace(`/${templateName}`, '/postgres') });
await admin.connect();
await admin.query(`create database ${name} template ${templateName}`);
const url = new URL(templateUrl);
url.pathname = `/${name}`;
connectDatabase(url.href);
process.env.TEST_FILE_DATABASE_URL = url.href;

afterAll(async () => {
  await closeDatabase();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});
