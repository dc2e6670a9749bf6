import { asc } from 'drizzle-orm';
import type { Localized } from '../../common/locale/locales.ts';
import { getDb } from '../db/client.ts';
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
} from '../db/tables.ts';
import { logger } from '../infra/logger.ts';
import { singleton } from '../infra/singleton.ts';
import { readContentVersion } from './content-version.ts';

export interface Country {
  code: string;
  name: Localized;
  slug: Localized;
  currency: string;
  phonePrefix: string;
  flag: string;
}
export interface Community {
  id: string;
  countryCode: string;
  name: Localized;
  slug: Localized;
}
export interface Province {
  id: string;
  countryCode: string;
  communityId: string;
  name: Localized;
  slug: string;
}
export interface Subcategory {
  key: string;
  categoryKey: string;
  name: Localized;
  slug: Localized;
  svg: string;
  withPrice: boolean;
}
export interface Category {
  key: string;
  name: Localized;
  slug: Localized;
  subcategories: Subcategory[];
}
export interface Filter {
  slug: string;
  name: Localized;
  subcategoryKeys: string[];
  items: { slug: string; name: Localized }[];
}
export interface Page {
  key: string;
  slug: Localized;
  title: Localized;
  body: Localized;
  place: 'policy' | 'useful';
}
/** Terms that mean the same to a buyer, per language, comma-separated (data/search-synonyms.ts). */
export interface SearchSynonym {
  key: string;
  terms: Localized;
  /** Where ads about it are listed: they rank first. */
  subcategoryKeys: string[];
}
export interface SocialLink {
  name: string;
  url: string;
  title: Localized;
}

/** Everything seeded from `server/catalogue/data` and `server/geo/data`, except towns. */
export interface ReferenceData {
  countries: Country[];
  communities: Community[];
  provinces: Province[];
  categories: Category[];
  filters: Filter[];
  pages: Page[];
  socialLinks: SocialLink[];
  settings: Record<string, unknown>;
  synonyms: SearchSynonym[];
}

/** How long a node serves its cached reference data before asking whether the content changed. */
export const CONTENT_CHECK_MS = 1_000;

interface Loaded {
  version: string;
  data: ReferenceData;
}

const cache = singleton<{ loaded?: Promise<Loaded>; checking?: Promise<void>; checkedAt: number }>(
  'reference-data',
  () => ({ checkedAt: 0 }),
);

/**
 * Each process reads the reference data once (about 100 kB; towns stay in the database) and keeps
 * it. Administrators edit it at run time (docs/decisions/0030-content-management.md): at most once
 * a second a node reads the content version (one primary-key lookup) and reloads when another node
 * raised it; the node that made the edit drops its copy at once (`invalidateReferenceData`).
 */
export async function getReferenceData(): Promise<ReferenceData> {
  if (cache.loaded && Date.now() - cache.checkedAt >= CONTENT_CHECK_MS) {
    cache.checking ??= checkContentVersion().finally(() => {
      cache.checking = undefined;
    });
    await cache.checking;
  }
  cache.loaded ??= loadReferenceData();
  return (await cache.loaded).data;
}

/** After an edit committed on this node: the next reader loads the new content. */
export function invalidateReferenceData(): void {
  cache.loaded = undefined;
}

function loadReferenceData(): Promise<Loaded> {
  cache.checkedAt = Date.now();
  const loaded = (async () => {
    // The version is read first: an edit committed in between only costs one more reload.
    const version = await readContentVersion(getDb());
    return { version, data: await readReferenceData() };
  })();
  loaded.catch(() => {
    if (cache.loaded === loaded) cache.loaded = undefined;
  });
  return loaded;
}

async function checkContentVersion(): Promise<void> {
  const current = cache.loaded;
  cache.checkedAt = Date.now();
  try {
    const [version, loaded] = await Promise.all([readContentVersion(getDb()), current]);
    if (cache.loaded === current && loaded && version !== loaded.version) cache.loaded = loadReferenceData();
  } catch (error) {
    // The database is unreachable: keep serving what this node has; the next check tries again.
    logger.warn({ err: error }, 'content version check failed');
  }
}

async function readReferenceData(): Promise<ReferenceData> {
  const db = getDb();
  const [countryRows, communityRows, provinceRows, categoryRows, subcategoryRows, filterRows, linkRows, itemRows] =
    await Promise.all([
      db.select().from(countries).orderBy(asc(countries.position)),
      db.select().from(communities).orderBy(asc(communities.id)),
      db.select().from(provinces).orderBy(asc(provinces.slug)),
      db.select().from(categories).orderBy(asc(categories.position)),
      db.select().from(subcategories).orderBy(asc(subcategories.position)),
      db.select().from(filters).orderBy(asc(filters.position)),
      db.select().from(filterSubcategories),
      db.select().from(filterItems).orderBy(asc(filterItems.position)),
    ]);
  const [pageRows, socialRows, settingRows, synonymRows] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.position)),
    db.select().from(socialLinks).orderBy(asc(socialLinks.position)),
    db.select().from(settings),
    db
      .select({ key: searchSynonyms.key, terms: searchSynonyms.terms, subcategoryKeys: searchSynonyms.subcategoryKeys })
      .from(searchSynonyms)
      .orderBy(asc(searchSynonyms.position)),
  ]);
  return {
    countries: countryRows,
    communities: communityRows,
    provinces: provinceRows,
    categories: categoryRows.map((category) => ({
      key: category.key,
      name: category.name,
      slug: category.slug,
      subcategories: subcategoryRows.filter((subcategory) => subcategory.categoryKey === category.key),
    })),
    filters: filterRows.map((filter) => ({
      slug: filter.slug,
      name: filter.name,
      subcategoryKeys: linkRows.filter((link) => link.filterSlug === filter.slug).map((link) => link.subcategoryKey),
      items: itemRows.filter((item) => item.filterSlug === filter.slug).map(({ slug, name }) => ({ slug, name })),
    })),
    pages: pageRows,
    socialLinks: socialRows,
    settings: Object.fromEntries(settingRows.map((row) => [row.key, row.value])),
    synonyms: synonymRows,
  };
}

/** Finds by a slug written in any locale, so a link shared in one language works in all. */
export function matchesSlug(slug: Localized, candidate: string): boolean {
  return Object.values(slug).includes(candidate);
}
