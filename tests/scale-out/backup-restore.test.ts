import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { BackupManifest } from '../../server/backup/backup-manifest.ts';
import { png } from '../support/test-images.ts';
import {
  freePorts,
  type GalopeProcess,
  spawnGalope,
  stopProcess,
  waitUntilReady,
} from './support/scale-out-cluster.ts';
import { newAd, newBrowser, newPerson, PASSWORD } from './support/scale-out-fixtures.ts';

/**
 * Backup and restore "restores a working site" (issue 10, item 3; docs/decisions/0035): the
 * cluster's Debian PostgreSQL and S3 bucket are backed up with `scripts/backup.ts`, restored with
 * `scripts/restore.ts` into a new database and a new bucket, and a new node started on them serves
 * the ad page with its photo, a sign-in and a search.
 */
const cluster = inject('scaleOut');
// This process writes the ad's photo through the storage adapter, into the cluster's bucket.
Object.assign(process.env, cluster.s3);
const { closeDatabase, connectDatabase, getDb } = await import('../../server/db/client.ts');
const { classifieds } = await import('../../server/db/tables.ts');
const { addPhoto, settlePhotoProcessing } = await import('../../server/ads/ad-media.ts');
connectDatabase(cluster.databaseUrl);

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const RESTORED_DATABASE = `galope_restored_${randomBytes(3).toString('hex')}`;
const RESTORED_BUCKET = 'galope-restored';
const started: GalopeProcess[] = [];
const admin = new pg.Client({ connectionString: withDatabase(cluster.databaseUrl, 'postgres') });
await admin.connect();

afterAll(async () => {
  await Promise.all(started.map(({ child }) => stopProcess(child)));
  await admin.query(`drop database if exists ${RESTORED_DATABASE} with (force)`);
  await admin.end();
  await closeDatabase();
});

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

/** `node scripts/<name>.ts …args` as an operator runs it (`npm run backup -- …`), with only `env`. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const dir = await mkdtemp(path.join(cluster.workDir, 'backup-'));

describe('backup and restore of a scale-out site', { timeout: 240_000 }, () => {
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('a backup of Debian PostgreSQL 15 and the bucket, restored into a new database and bucket, serves a working site', async () => {
    // The site's state: a seller who signs in with a password, an approved ad with a photo.
    const seller = await newPerson('Rocío Navarro');
    const word = `alazan${randomBytes(3).toString('hex')}`;
    const ad = await newAd(seller.id, { title: `Yegua ${word} de doma vaquera`, status: 'pending' });
    const photo = await addPhoto({ ownerId: seller.id, adId: ad.id, bytes: await png({ width: 1200, height: 800 }) });
    expect(photo.ok).toBe(true);
    await settlePhotoProcessing();
    await getDb()
      .update(classifieds)
      .set({ status: 'approved', publishedAt: new Date(), expiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(classifieds.id, ad.id));

    // The nodes' public address, as an operator keeps it: PUBLIC_URL goes with any DATABASE_URL.
    const source = { DATABASE_URL: cluster.databaseUrl, PUBLIC_URL: cluster.nodes.a, ...cluster.s3 };
    const backup = await script('backup', [path.join(dir, 'site')], source);
    expect(backup.output).toMatch(/Backup written to .* tables, \d+ rows, \d+ media objects/);
    expect(backup.code).toBe(0);
    console.info(backup.output.trim().split('\n').at(-1));

    await admin.query(`create database ${RESTORED_DATABASE}`);
    const s3 = new S3Client({
      endpoint: cluster.s3.S3_ENDPOINT,
      region: cluster.s3.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: RESTORED_BUCKET }));
    s3.destroy();
    const restoredUrl = withDatabase(cluster.databaseUrl, RESTORED_DATABASE);
    const target = {
      ...cluster.s3,
      DATABASE_URL: restoredUrl,
      PUBLIC_URL: cluster.nodes.a,
      S3_BUCKET: RESTORED_BUCKET,
    };
    const restore = await script('restore', [path.join(dir, 'site')], target);
    expect(restore.output).toMatch(/Restored .* tables, \d+ rows, \d+ media objects/);
    expect(restore.code).toBe(0);
    console.info(restore.output.trim().split('\n').at(-1));
    // Run again, the database is no longer empty: refused (exit 2), nothing touched.
    const again = await script('restore', [path.join(dir, 'site')], target);
    expect(again.output).toMatch(/not empty/);
    expect(again.code).toBe(2);

    // A node of its own on the restored database and bucket (no replica: it streams the old one).
    const { DATABASE_REPLICA_URL: _replica, ...nodeEnv } = cluster.nodeEnv;
    const [port] = await freePorts(Number(process.env.SCALE_OUT_PORT ?? 3600) + 20, 1);
    const node = await spawnGalope({
      name: 'restored',
      workDir: cluster.workDir,
      env: {
        ...nodeEnv,
        ...target,
        PORT: String(port),
        GALOPE_DATA_DIR: path.join(cluster.workDir, 'restored'),
      },
    });
    started.push(node);
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilReady(origin, [node]);

    const page = await fetch(`${origin}/s/${ad.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(word);
    const photoPath = new RegExp(`/media/classifieds/${ad.id}/[\\w-]+\\.(?:avif|webp)`).exec(html)?.[0];
    expect(photoPath).toBeDefined();
    const served = await fetch(`${origin}${photoPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);

    const browser = newBrowser();
    const csrf = await browser.csrf(origin, '/sign-in');
    const signIn = await browser.post(origin, '/sign-in', { email: seller.email, password: PASSWORD, csrf });
    expect(signIn.status).toBe(302);
    const me = await browser.request(origin, '/api/es/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Rocío Navarro');

    const search = await (await fetch(`${origin}/en/search?q=${word}`)).text();
    expect(search).toContain(`/s/${ad.slug}`);
  });

  test('the same backup moves to the embedded PostgreSQL 18 and comes back out of it with every table identical', async () => {
    // The laptop's mode: no DATABASE_URL, no S3 — the scripts start the embedded server of the data
    // folder themselves (and stop it), and media go to its folder.
    const laptop = { GALOPE_DATA_DIR: path.join(cluster.workDir, 'laptop') };
    const restore = await script('restore', [path.join(dir, 'site')], laptop);
    expect(restore.output).toMatch(/Restored .* media objects/);
    expect(restore.code).toBe(0);
    const backup = await script('backup', [path.join(dir, 'from-laptop')], laptop);
    expect(backup.output).toMatch(/Backup written to/);
    expect(backup.code).toBe(0);

    const manifest = async (name: string) =>
      JSON.parse(await readFile(path.join(dir, name, 'manifest.json'), 'utf8')) as BackupManifest;
    const [debian, embedded] = await Promise.all([manifest('site'), manifest('from-laptop')]);
    expect(debian.postgresVersion).toMatch(/^15\./);
    expect(embedded.postgresVersion).toMatch(/^18\./);
    // COPY text is the same bytes from both servers: every table's rows and checksum agree.
    const tables = (each: BackupManifest) => each.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 }));
    expect(tables(embedded)).toEqual(tables(debian));
    expect(embedded.media).toEqual(debian.media);
  });
});
