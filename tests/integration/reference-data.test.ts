import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { seedReferenceData } from '../../server/catalogue/seed-reference-data.ts';
import { getDb } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await getDb().execute<{ n: string }>(query);
  return Number(result.rows[0]?.n);
}

async function tableCounts() {
  const tables = [
    'countries',
    'communities',
    'provinces',
    'towns',
    'categories',
    'subcategories',
    'filters',
    'filter_items',
    'filter_subcategories',
    'pages',
    'social_links',
  ];
  const entries = await Promise.all(
    tables.map(async (table) => [table, await count(sql.raw(`select count(*) as n from ${table}`))] as const),
  );
  return Object.fromEntries(entries);
}

describe('migrations', () => {
  test('create the extensions the search needs', async () => {
    const result = await getDb().execute<{ extname: string }>(sql`select extname from pg_extension`);
    expect(result.rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['unaccent', 'pg_trgm', 'btree_gin']));
  });

  test('run again without changing anything', async () => {
    const before = await count(sql`select count(*) as n from drizzle.__drizzle_migrations`);
    await runMigrations(getDb());
    expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(before);
    expect(before).toBeGreaterThanOrEqual(2);
  });
});

describe('reference data seed', () => {
  test('is idempotent, also when forced to run again', async () => {
    const before = await tableCounts();
    await seedReferenceData(getDb());
    await getDb().execute(sql`delete from settings where key = 'reference_data_version'`);
    await seedReferenceData(getDb());
    expect(await tableCounts()).toEqual(before);
    expect(before.categories).toBe(8);
  });

  test('holds Spain with 19 communities and 52 provinces', async () => {
    expect(await count(sql`select count(*) as n from communities where country_code = 'ES'`)).toBe(19);
    expect(await count(sql`select count(*) as n from provinces where country_code = 'ES'`)).toBe(52);
    expect(
      await count(
        sql`select count(*) as n from towns t join provinces p on p.id = t.province_id where p.country_code = 'ES'`,
      ),
    ).toBeGreaterThanOrEqual(7000);
  });

  test('gives every town a province of its own country', async () => {
    expect(
      await count(
        sql`select count(*) as n from towns t left join provinces p on p.id = t.province_id where p.id is null`,
      ),
    ).toBe(0);
  });

  test('keeps town slugs unique inside each province', async () => {
    expect(
      await count(
        sql`select count(*) as n from (select province_id, slug from towns group by 1, 2 having count(*) > 1) d`,
      ),
    ).toBe(0);
  });

  test('lists the ten countries with currency and phone prefix', async () => {
    const result = await getDb().execute<{ code: string; currency: string; phone_prefix: string }>(
      sql`select code, currency, phone_prefix from countries order by position`,
    );
    expect(result.rows.map((row) => row.code)).toEqual(['ES', 'PT', 'AD', 'FR', 'IT', 'DE', 'GB', 'IE', 'BE', 'NL']);
    expect(result.rows.find((row) => row.code === 'ES')).toMatchObject({ currency: 'EUR', phone_prefix: '+34' });
    expect(result.rows.find((row) => row.code === 'GB')).toMatchObject({ currency: 'GBP', phone_prefix: '+44' });
  });

  test('stores the captcha task setting', async () => {
    const result = await getDb().execute<{ value: unknown }>(
      sql`select value from settings where key = 'recaptchaAllowedInTasks'`,
    );
    expect(result.rows[0]?.value).toEqual(expect.arrayContaining(['sign_up']));
  });
});
