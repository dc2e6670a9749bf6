import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { listDeletedContentKeys } from '../admin/audit-log.ts';
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
  searchSynonyms,
  settings,
  socialLinks,
  subcategories,
  towns,
} from '../db/tables.ts';
import geography from '../geo/data/geography.json' with { type: 'json' };
import { logger } from '../infra/logger.ts';
import { bumpContentVersion } from './content-version.ts';
import { CATEGORIES } from './data/categories.ts';
import { FILTERS } from './data/filters.ts';
import { PAGES } from './data/pages.ts';
import { SEARCH_SYNONYMS } from './data/search-synonyms.ts';
import { SITE_SETTINGS } from './data/site-settings.ts';
import { SOCIAL_LINKS } from './data/social-links.ts';

const SEED_MARKER = 'reference_data_version';
const REFERENCE_DATA = { CATEGORIES, FILTERS, PAGES, SOCIAL_LINKS, SITE_SETTINGS, SEARCH_SYNONYMS, geography };

/**
 * Writes categories, filters, pages, social links, settings and geography. Idempotent: rows are
 * written by their natural key, and when the data's hash matches the last seed nothing runs, so
 * a second start costs one query. What administrators edit at run time belongs to the database
 * (docs/decisions/0030-content-management.md): countries, the catalogue, pages, social links and
 * settings are only added when missing, never overwritten, and what an administrator deleted is
 * not added again. Communities, provinces and towns follow the data files.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const version = createHash('sha256').update(JSON.stringify(REFERENCE_DATA)).digest('hex');
  await withAdvisoryLock(db, 'seed-reference-data', async () => {
    const [current] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SEED_MARKER));
    if (current?.value === version) return;
    const startedAt = performance.now();
    await db.transaction(async (tx) => {
      await seedGeography(tx);
      await seedCatalogue(tx);
      await upsert(
        tx,
        settings,
        Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })),
        settings.key,
        'keep',
      );
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

/**
 * Adds the catalogue rows the database lacks and leaves every existing one as it is: what an
 * administrator changed stays changed. A row an administrator deleted (its `content.delete` audit
 * entry) is not brought back, and a filter's links to subcategories are only written for a filter
 * or a subcategory that is new, so an unlinked subcategory stays unlinked.
 */
async function seedCatalogue(tx: Tx): Promise<void> {
  const deleted = await listDeletedContentKeys(tx);
  const kept = (type: string, key: string) => !deleted.has(`${type}:${key}`);
  const [knownFilters, knownSubcategories] = await Promise.all([
    tx.select({ key: filters.slug }).from(filters),
    tx.select({ key: subcategories.key }).from(subcategories),
  ]);
  const existingFilters = new Set(knownFilters.map((row) => row.key));
  const existingSubcategories = new Set(knownSubcategories.map((row) => row.key));

  const seededCategories = CATEGORIES.filter((category) => kept('categories', category.key));
  await upsert(
    tx,
    categories,
    seededCategories.map((category) => ({
      key: category.key,
      name: category.name,
      slug: category.slug,
      position: CATEGORIES.indexOf(category),
    })),
    categories.key,
    'keep',
  );
  const seededSubcategories = seededCategories.flatMap((category) =>
    category.subcategories
      .map((subcategory, position) => ({
        key: subcategory.key,
        categoryKey: category.key,
        name: subcategory.name,
        slug: subcategory.slug,
        svg: subcategory.svg,
        withPrice: subcategory.withPrice,
        position,
      }))
      .filter((subcategory) => kept('subcategories', subcategory.key)),
  );
  await upsert(tx, subcategories, seededSubcategories, subcategories.key, 'keep');
  const subcategoryKeys = new Set([...existingSubcategories, ...seededSubcategories.map((each) => each.key)]);
  const seededFilters = FILTERS.filter((filter) => kept('filters', filter.slug));
  await upsert(
    tx,
    filters,
    seededFilters.map((filter) => ({ slug: filter.slug, name: filter.name, position: FILTERS.indexOf(filter) })),
    filters.slug,
    'keep',
  );
  await insertChunked(
    tx,
    filterSubcategories,
    seededFilters.flatMap((filter) =>
      filter.subcategories
        .filter((key) => subcategoryKeys.has(key))
        .filter((key) => !existingFilters.has(filter.slug) || !existingSubcategories.has(key))
        .map((subcategoryKey) => ({ filterSlug: filter.slug, subcategoryKey })),
    ),
  );
  await insertChunked(
    tx,
    filterItems,
    seededFilters.flatMap((filter) =>
      filter.items
        .map((item, position) => ({ filterSlug: filter.slug, slug: item.slug, name: item.name, position }))
        .filter((item) => kept('filter-items', `${item.filterSlug}.${item.slug}`)),
    ),
  );
  await upsert(
    tx,
    pages,
    PAGES.filter((page) => kept('pages', page.key)).map((page) => ({
      key: page.key,
      slug: page.slug,
      title: page.title,
      body: page.body,
      place: page.place,
      position: PAGES.indexOf(page),
    })),
    pages.key,
    'keep',
  );
  await upsert(
    tx,
    socialLinks,
    SOCIAL_LINKS.filter((link) => kept('social-links', link.name)).map((link) => ({
      name: link.name,
      url: link.url,
      title: link.title,
      position: SOCIAL_LINKS.indexOf(link),
    })),
    socialLinks.name,
    'keep',
  );
  await upsert(
    tx,
    searchSynonyms,
    SEARCH_SYNONYMS.filter((synonym) => kept('search-synonyms', synonym.key)).map((synonym) => ({
      key: synonym.key,
      terms: synonym.terms,
      subcategoryKeys: [...synonym.subcategories],
      position: SEARCH_SYNONYMS.indexOf(synonym),
    })),
    searchSynonyms.key,
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
