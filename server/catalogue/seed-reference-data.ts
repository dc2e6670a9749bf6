import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  communities,
  countries,
  filterItems,
  filterSubcategories,
  filters,
  pages,
  provinces,
  settings,
  socialLinks,
  subcategories,
  towns,
} from '../db/schema.ts';
import geography from '../geo/data/geography.json' with { type: 'json' };
import { logger } from '../infra/logger.ts';
import { bumpContentVersion } from './content-version.ts';
import { CATEGORIES } from './data/categories.ts';
import { FILTERS } from './data/filters.ts';
import { PAGES } from './data/pages.ts';
import { SITE_SETTINGS } from './data/site-settings.ts';
import { SOCIAL_LINKS } from './data/social-links.ts';

const SEED_MARKER = 'reference_data_version';
const REFERENCE_DATA = { CATEGORIES, FILTERS, PAGES, SOCIAL_LINKS, SITE_SETTINGS, geography };

/**
 * Writes categories, filters, pages, social links, settings and geography. Idempotent: rows are
 * written by their natural key, and when the data's hash matches the last seed nothing runs, so
 * a second start costs one query. What administrators edit at run time belongs to the database
 * after the first start (docs/decisions/0030-content-management.md): the catalogue, pages, social
 * links and settings are written only by the first seed, so an edit or a deletion is never undone
 * by a later one; countries are only added when missing. Communities, provinces and towns follow
 * the data files.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const version = createHash('sha256').update(JSON.stringify(REFERENCE_DATA)).digest('hex');
  await withAdvisoryLock(db, 'seed-reference-data', async () => {
    const [current] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SEED_MARKER));
    if (current?.value === version) return;
    const startedAt = performance.now();
    await db.transaction(async (tx) => {
      await seedGeography(tx);
      if (!current) {
        await seedCatalogue(tx);
        await upsert(
          tx,
          settings,
          Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })),
          settings.key,
          'keep',
        );
      }
      await upsert(tx, settings, [{ key: SEED_MARKER, value: version }], settings.key);
      await bumpContentVersion(tx);
    });
    logger.info({ ms: Math.round(performance.now() - startedAt) }, 'reference data seeded');
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function seedGeography(tx: Tx): Promise<void> {
  await upsert(
    tx,
    countries,
    geography.countries.map((country, position) => ({
      code: country.code,
      name: country.name,
      slug: country.slug,
      currency: country.currency,
      phonePrefix: country.phonePrefix,
      flag: country.flag,
      position,
    })),
    countries.code,
    'keep',
  );
  await upsert(
    tx,
    communities,
    geography.communities.map((community) => ({
      id: community.id,
      countryCode: community.country,
      iso: community.iso,
      name: community.name,
      slug: community.slug,
    })),
    communities.id,
  );
  await upsert(
    tx,
    provinces,
    geography.provinces.map((province) => ({
      id: province.id,
      countryCode: province.country,
      communityId: province.community,
      iso: province.iso,
      name: province.name,
      slug: province.slug,
    })),
    provinces.id,
  );
  await upsert(
    tx,
    towns,
    geography.towns.map((town) => ({
      id: town.id,
      provinceId: town.province,
      name: town.name,
      slug: town.slug,
      lat: town.lat,
      lng: town.lng,
      population: town.population,
    })),
    towns.id,
  );
}

async function seedCatalogue(tx: Tx): Promise<void> {
  await upsert(
    tx,
    categories,
    CATEGORIES.map((category, position) => ({ key: category.key, name: category.name, slug: category.slug, position })),
    categories.key,
    'keep',
  );
  await upsert(
    tx,
    subcategories,
    CATEGORIES.flatMap((category) =>
      category.subcategories.map((subcategory, position) => ({
        key: subcategory.key,
        categoryKey: category.key,
        name: subcategory.name,
        slug: subcategory.slug,
        svg: subcategory.svg,
        withPrice: subcategory.withPrice,
        position,
      })),
    ),
    subcategories.key,
    'keep',
  );
  await upsert(
    tx,
    filters,
    FILTERS.map((filter, position) => ({ slug: filter.slug, name: filter.name, position })),
    filters.slug,
    'keep',
  );
  await insertChunked(
    tx,
    filterSubcategories,
    FILTERS.flatMap((filter) =>
      filter.subcategories.map((subcategoryKey) => ({ filterSlug: filter.slug, subcategoryKey })),
    ),
  );
  await insertChunked(
    tx,
    filterItems,
    FILTERS.flatMap((filter) =>
      filter.items.map((item, position) => ({ filterSlug: filter.slug, slug: item.slug, name: item.name, position })),
    ),
  );
  await upsert(
    tx,
    pages,
    PAGES.map((page, position) => ({
      key: page.key,
      slug: page.slug,
      title: page.title,
      body: page.body,
      place: page.place,
      position,
    })),
    pages.key,
    'keep',
  );
  await upsert(
    tx,
    socialLinks,
    SOCIAL_LINKS.map((link, position) => ({ name: link.name, url: link.url, title: link.title, position })),
    socialLinks.name,
    'keep',
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a generic upsert over any seeded table
type AnyTable = any;

/**
 * Inserts rows in chunks; a row whose key already exists gets every column updated, or with
 * `keep` stays as it is (content an administrator may have edited).
 */
async function upsert<Row extends Record<string, unknown>>(
  tx: Tx,
  table: AnyTable,
  rows: Row[],
  key: unknown,
  onExisting: 'update' | 'keep' = 'update',
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  if (onExisting === 'keep') {
    for (let start = 0; start < rows.length; start += 1000) {
      await tx
        .insert(table)
        .values(rows.slice(start, start + 1000))
        .onConflictDoNothing({ target: key as never });
    }
    return;
  }
  const set = Object.fromEntries(
    Object.keys(first).map((column) => [column, sql.raw(`excluded.${toSnakeCase(column)}`)]),
  );
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({ target: key as never, set });
  }
}

/** Inserts the rows that are missing (filter links and items, keyed by their primary key). */
async function insertChunked<Row extends Record<string, unknown>>(tx: Tx, table: AnyTable, rows: Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing();
  }
}

function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
