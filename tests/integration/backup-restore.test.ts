import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The media store reads its folder once, at first use: point it at a folder of this file's own.
const workDir = await mkdtemp(path.join(tmpdir(), 'galope-backup-'));
process.env.GALOPE_DATA_DIR = path.join(workDir, 'site');

const { seedDemoData } = await import('../../server/demo/seed-demo-data.ts');
const { getDb } = await import('../../server/db/client.ts');
const { adminAudit, classifieds, rateLimitWindows, users } = await import('../../server/db/tables.ts');
const { addFavourite } = await import('../../server/engagement/favourites.ts');
const { createSession } = await import('../../server/accounts/sessions.ts');
const { createDiskMediaStorage, getMediaStorage } = await import('../../server/infra/storage/media-storage.ts');
const { backupSite } = await import('../../server/backup/backup-site.ts');
const { restoreSite } = await import('../../server/backup/restore-site.ts');
const { BackupRefusedError } = await import('../../server/backup/backup-manifest.ts');
const { listMigrations, runMigrationsUpTo } = await import('../../server/db/migrate.ts');
const { openDatabase } = await import('../../server/db/client.ts');
const { seedReferenceData } = await import('../../server/catalogue/seed-reference-data.ts');

/**
 * Backup and restore round trip (issue 10, item 3; docs/decisions/0035): the demo marketplace plus
 * favourites, sessions and an audit row, backed up from this file's database and restored into a
 * new, empty one and a new media folder; every table and every media object must come back equal.
 */
const siteUrl = process.env.TEST_FILE_DATABASE_URL ?? '';
const admin = new pg.Client({ connectionString: withDatabase(siteUrl, 'postgres') });
const created: string[] = [];
const backupDir = path.join(workDir, 'backup');

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

async function newDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  created.push(name);
  return withDatabase(siteUrl, name);
}

/** Every table's row count and a checksum of its rows in a fixed order, as text. */
async function tableChecksums(url: string): Promise<Record<string, { rows: number; md5: string | null }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by relname`,
    );
    const sums: Record<string, { rows: number; md5: string | null }> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: string; md5: string | null }>(
        `select count(*) as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as md5 from ${pg.escapeIdentifier(name)} t`,
      );
      sums[name] = { rows: Number(rows[0]?.rows), md5: rows[0]?.md5 ?? null };
    }
    return sums;
  } finally {
    await client.end();
  }
}

async function indexDefinitions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    );
    return rows.map((row) => row.indexdef);
  } finally {
    await client.end();
  }
}

async function mediaBytes(storage: { list(): AsyncIterable<string>; read(key: string): Promise<Buffer> }) {
  const found = new Map<string, string>();
  for await (const key of storage.list()) found.set(key, (await storage.read(key)).toString('base64'));
  return found;
}

beforeAll(async () => {
  await admin.connect();
  await seedDemoData();
  const db = getDb();
  const people = await db.select({ id: users.id }).from(users).limit(3);
  const ads = await db
    .select({ slug: classifieds.slug, ownerId: classifieds.ownerId })
    .from(classifieds)
    .where(eq(classifieds.status, 'approved'))
    .limit(20);
  for (const person of people) {
    for (const ad of ads.filter((each) => each.ownerId !== person.id).slice(0, 4)) {
      await addFavourite({ userId: person.id, slug: ad.slug });
    }
    await createSession({ userId: person.id });
  }
  await db.insert(adminAudit).values([
    { action: 'ad.approve', targetType: 'ad', targetId: 'x', after: { status: 'approved' } },
    { action: 'user.suspend', targetType: 'user', targetId: 'y', before: { note: 'ünïcödé, "quotes"\ttab\\' } },
  ]);
  await db
    .insert(rateLimitWindows)
    .values({ key: 'sign-in:198.51.100.1', hits: 3, resetAt: new Date(Date.now() + 60_000) });
}, 180_000);

afterAll(async () => {
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(workDir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let restoredUrl = '';
  const restoredMedia = createDiskMediaStorage(path.join(workDir, 'restored-media'));

  test('a backup holds every table but the derived and transient ones, and every media object', async () => {
    const { manifest } = await backupSite({ databaseUrl: siteUrl, storage: getMediaStorage(), dir: backupDir });
    const names = manifest.tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'classifieds', 'classified_media', 'chat_messages']));
    expect(names).toEqual(expect.arrayContaining(['favourites', 'sessions', 'admin_audit', 'search_words']));
    expect(manifest.skipped.map((table) => table.name).sort()).toEqual([
      'rate_limit_windows',
      'search_ads',
      'socket_io_attachments',
    ]);
    const classifiedsTable = manifest.tables.find((table) => table.name === 'classifieds');
    expect(classifiedsTable?.rows).toBeGreaterThan(300);
    expect(manifest.media.objects).toBeGreaterThan(600);
    expect(manifest.migrations.count).toBeGreaterThan(15);
    await expect(backupSite({ databaseUrl: siteUrl, storage: getMediaStorage(), dir: backupDir })).rejects.toThrow(
      /not empty/,
    );
  }, 120_000);

  test('a restore into an empty database gives back every row of every table, and every media object', async () => {
    restoredUrl = await newDatabase();
    const result = await restoreSite({ databaseUrl: restoredUrl, storage: restoredMedia, dir: backupDir });
    expect(result.laterMigrations).toBe(0);

    const [before, after] = await Promise.all([tableChecksums(siteUrl), tableChecksums(restoredUrl)]);
    // The rate-limit windows stay behind; the search table is rebuilt and must equal the original.
    expect(after.rate_limit_windows?.rows).toBe(0);
    delete before.rate_limit_windows;
    delete after.rate_limit_windows;
    expect(after).toEqual(before);
    expect(after.search_ads?.rows).toBeGreaterThan(300);

    // The indexes the restore dropped for the load are back, each as the migrations made it.
    const [siteIndexes, restoredIndexes] = await Promise.all([
      indexDefinitions(siteUrl),
      indexDefinitions(restoredUrl),
    ]);
    expect(restoredIndexes.length).toBeGreaterThan(50);
    expect(restoredIndexes).toEqual(siteIndexes);

    const [siteMedia, restored] = await Promise.all([mediaBytes(getMediaStorage()), mediaBytes(restoredMedia)]);
    expect(restored.size).toBe(siteMedia.size);
    expect(restored).toEqual(siteMedia);
  }, 180_000);

  test('the restored database goes on as the site did: sequences past the rows, triggers at work', async () => {
    const db = (await import('../../server/db/client.ts')).openDatabase(restoredUrl, { max: 1 });
    try {
      const largest = await db.$client.query<{ max: string }>('select max(id) as max from admin_audit');
      const [row] = await db
        .insert(adminAudit)
        .values({ action: 'ad.reject', targetType: 'ad', targetId: 'z' })
        .returning();
      expect(row?.id).toBeGreaterThan(Number(largest.rows[0]?.max));
      // An ad withdrawn in the restored site leaves its search table (the triggers are back on).
      const [ad] = await db
        .select({ id: classifieds.id })
        .from(classifieds)
        .where(and(eq(classifieds.status, 'approved'), eq(classifieds.active, true)))
        .limit(1);
      if (!ad) throw new Error('no ad');
      await db.update(classifieds).set({ active: false }).where(eq(classifieds.id, ad.id));
      const left = await db.$client.query('select 1 from search_ads where id = $1', [ad.id]);
      expect(left.rowCount).toBe(0);
    } finally {
      await db.$client.end();
    }
  });

  test('a database that is not empty is refused, unless forced', async () => {
    await expect(restoreSite({ databaseUrl: restoredUrl, storage: restoredMedia, dir: backupDir })).rejects.toThrow(
      BackupRefusedError,
    );
    await expect(restoreSite({ databaseUrl: siteUrl, storage: restoredMedia, dir: backupDir })).rejects.toThrow(
      /not empty/,
    );
    const again = await restoreSite({ databaseUrl: restoredUrl, storage: restoredMedia, dir: backupDir, force: true });
    expect(again.rows).toBeGreaterThan(1000);
    const [before, after] = await Promise.all([tableChecksums(siteUrl), tableChecksums(restoredUrl)]);
    expect(after.classifieds).toEqual(before.classifieds);
    expect(after.admin_audit).toEqual(before.admin_audit);
  }, 180_000);

  test('a damaged table file is refused and nothing of it is kept', async () => {
    const manifestFile = path.join(backupDir, 'manifest.json');
    const original = await readFile(manifestFile, 'utf8');
    const manifest = JSON.parse(original) as { tables: { name: string; sha256: string }[] };
    const users = manifest.tables.find((table) => table.name === 'users');
    if (!users) throw new Error('no users table');
    users.sha256 = '0'.repeat(64);
    await writeFile(manifestFile, JSON.stringify(manifest));
    try {
      const url = await newDatabase();
      await expect(
        restoreSite({
          databaseUrl: url,
          storage: createDiskMediaStorage(path.join(workDir, 'damaged')),
          dir: backupDir,
        }),
      ).rejects.toThrow(/users does not match the manifest/);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>('select count(*) from users');
      await client.end();
      expect(Number(rows[0]?.count)).toBe(0);
    } finally {
      await writeFile(manifestFile, original);
    }
    // A file cut short (a copy interrupted) fails the restore, with no row kept either.
    const usersFile = path.join(backupDir, 'tables', 'users.copy.gz');
    const whole = await readFile(usersFile);
    await writeFile(usersFile, whole.subarray(0, Math.floor(whole.length / 2)));
    try {
      const url = await newDatabase();
      await expect(
        restoreSite({ databaseUrl: url, storage: createDiskMediaStorage(path.join(workDir, 'cut')), dir: backupDir }),
      ).rejects.toThrow(/unexpected end of file/);
    } finally {
      await writeFile(usersFile, whole);
    }
  }, 120_000);

  test('a backup made before the code’s last migration loads at its own level, then the migration runs on its rows', async () => {
    const code = listMigrations();
    const oldUrl = await newDatabase();
    const old = openDatabase(oldUrl, { max: 2 });
    // A site one migration behind this code, with one approved ad of the demo and its owner.
    const [ad] = await getDb().select().from(classifieds).where(eq(classifieds.status, 'approved')).limit(1);
    if (!ad) throw new Error('no ad');
    const [owner] = await getDb().select().from(users).where(eq(users.id, ad.ownerId));
    if (!owner) throw new Error('no owner');
    try {
      await runMigrationsUpTo(old, code.length - 1);
      await seedReferenceData(old);
      await old.insert(users).values(owner);
      await old.insert(classifieds).values(ad);
    } finally {
      await old.$client.end();
    }
    const dir = path.join(workDir, 'older-backup');
    const { manifest } = await backupSite({
      databaseUrl: oldUrl,
      storage: createDiskMediaStorage(path.join(workDir, 'none')),
      dir,
    });
    expect(manifest.migrations.count).toBe(code.length - 1);

    const restoredOld = await newDatabase();
    const result = await restoreSite({
      databaseUrl: restoredOld,
      storage: createDiskMediaStorage(path.join(workDir, 'older-restored')),
      dir,
    });
    expect(result.laterMigrations).toBe(1);
    const client = new pg.Client({ connectionString: restoredOld });
    await client.connect();
    try {
      const applied = await client.query('select 1 from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(code.length);
      const searchable = await client.query('select 1 from search_ads where id = $1', [ad.id]);
      expect(searchable.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  }, 120_000);
});
