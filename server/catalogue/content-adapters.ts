import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Localized } from '../../common/locale/locales.ts';
import type { ContentValues } from '../admin/content/content-form.ts';
import { type ContentTypeName, childKey, SITE_SETTINGS_KEY, splitChildKey } from '../admin/content/content-types.ts';
import { rewriteSearchTextInSubcategories, rewriteSearchTextOfTagged } from '../ads/ad-search-text.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  categories,
  countries,
  filterItems,
  filterSubcategories,
  filters,
  pages,
  searchSynonyms,
  settings,
  socialLinks,
  subcategories,
} from '../db/tables.ts';
import { CAPTCHA_TASKS } from './data/site-settings.ts';

export type { Executor };

/** A row in a content list: its key, what to call it, and its parent's key for filter items. */
export interface ContentListRow {
  key: string;
  name: Localized | string;
  parentKey?: string;
}

/** How one content type is read and written; the generic editor (content-editor.ts) does the rest. */
export interface ContentAdapter {
  list(db: Executor, parentKey?: string): Promise<ContentListRow[]>;
  read(db: Executor, key: string): Promise<ContentValues | undefined>;
  insert?(db: Executor, key: string, values: ContentValues): Promise<void>;
  update(db: Executor, key: string, values: ContentValues): Promise<void>;
  /** Throws the database's foreign-key error when the row is still in use. */
  remove?(db: Executor, key: string): Promise<void>;
  /** Every other row's localized slugs, to keep slugs unique in every language. */
  otherSlugs?(db: Executor, key: string): Promise<Localized[]>;
}

const localized = (values: ContentValues, name: string) => values[name] as Localized;
const text = (values: ContentValues, name: string) => values[name] as string;
const number = (values: ContentValues, name: string) => values[name] as number;

const categoryAdapter: ContentAdapter = {
  list: (db) =>
    db.select({ key: categories.key, name: categories.name }).from(categories).orderBy(asc(categories.position)),
  async read(db, key) {
    const [row] = await db.select().from(categories).where(eq(categories.key, key));
    return row && { key: row.key, name: row.name, slug: row.slug, position: row.position };
  },
  async insert(db, key, values) {
    await db.insert(categories).values({ key, ...columnsOfCategory(values) });
  },
  async update(db, key, values) {
    await db.update(categories).set(columnsOfCategory(values)).where(eq(categories.key, key));
    // Its ads' search text holds its name in the four languages (drizzle/0028_search_synonyms.sql).
    const inCategory = await db
      .select({ key: subcategories.key })
      .from(subcategories)
      .where(eq(subcategories.categoryKey, key));
    await rewriteSearchTextInSubcategories(
      db,
      inCategory.map((row) => row.key),
    );
  },
  async remove(db, key) {
    await db.delete(categories).where(eq(categories.key, key));
  },
  otherSlugs: async (db, key) =>
    (await db.select({ slug: categories.slug }).from(categories).where(ne(categories.key, key))).map((r) => r.slug),
};

function columnsOfCategory(values: ContentValues) {
  return { name: localized(values, 'name'), slug: localized(values, 'slug'), position: number(values, 'position') };
}

const subcategoryAdapter: ContentAdapter = {
  list: (db) =>
    db
      .select({ key: subcategories.key, name: subcategories.name, parentKey: subcategories.categoryKey })
      .from(subcategories)
      .innerJoin(categories, eq(categories.key, subcategories.categoryKey))
      .orderBy(asc(categories.position), asc(subcategories.position)),
  async read(db, key) {
    const [row] = await db.select().from(subcategories).where(eq(subcategories.key, key));
    return (
      row && {
        key: row.key,
        categoryKey: row.categoryKey,
        name: row.name,
        slug: row.slug,
        svg: row.svg,
        withPrice: row.withPrice,
        position: row.position,
      }
    );
  },
  async insert(db, key, values) {
    await db.insert(subcategories).values({ key, ...columnsOfSubcategory(values) });
  },
  async update(db, key, values) {
    await db.update(subcategories).set(columnsOfSubcategory(values)).where(eq(subcategories.key, key));
    // Its ads' search text holds its name in the four languages (drizzle/0028_search_synonyms.sql).
    await rewriteSearchTextInSubcategories(db, [key]);
  },
  async remove(db, key) {
    await db.delete(subcategories).where(eq(subcategories.key, key));
  },
  otherSlugs: async (db, key) =>
    (await db.select({ slug: subcategories.slug }).from(subcategories).where(ne(subcategories.key, key))).map(
      (r) => r.slug,
    ),
};

function columnsOfSubcategory(values: ContentValues) {
  return {
    categoryKey: text(values, 'categoryKey'),
    name: localized(values, 'name'),
    slug: localized(values, 'slug'),
    svg: text(values, 'svg'),
    withPrice: values.withPrice === true,
    position: number(values, 'position'),
  };
}

const filterAdapter: ContentAdapter = {
  list: (db) => db.select({ key: filters.slug, name: filters.name }).from(filters).orderBy(asc(filters.position)),
  async read(db, key) {
    const [row] = await db.select().from(filters).where(eq(filters.slug, key));
    if (!row) return undefined;
    const links = await db
      .select({ key: filterSubcategories.subcategoryKey })
      .from(filterSubcategories)
      .where(eq(filterSubcategories.filterSlug, key))
      .orderBy(asc(filterSubcategories.subcategoryKey));
    return { key: row.slug, name: row.name, subcategoryKeys: links.map((link) => link.key), position: row.position };
  },
  async insert(db, key, values) {
    await db
      .insert(filters)
      .values({ slug: key, name: localized(values, 'name'), position: number(values, 'position') });
    await linkSubcategories(db, key, values.subcategoryKeys as string[]);
  },
  async update(db, key, values) {
    await db
      .update(filters)
      .set({ name: localized(values, 'name'), position: number(values, 'position') })
      .where(eq(filters.slug, key));
    await db.delete(filterSubcategories).where(eq(filterSubcategories.filterSlug, key));
    await linkSubcategories(db, key, values.subcategoryKeys as string[]);
  },
  async remove(db, key) {
    // Links and items go with it (on delete cascade); ads keep their values, now shown nowhere.
    await db.delete(filters).where(eq(filters.slug, key));
    await reindexAdsWith(db, `${key}/%`);
  },
};

async function linkSubcategories(db: Executor, filterSlug: string, keys: string[]): Promise<void> {
  if (keys.length > 0) {
    await db.insert(filterSubcategories).values(keys.map((subcategoryKey) => ({ filterSlug, subcategoryKey })));
  }
}

/** Ads' search text holds the names of their filter items (drizzle/0006_search_text.sql): the ads area writes it again. */
async function reindexAdsWith(db: Executor, tagPattern: string): Promise<void> {
  await rewriteSearchTextOfTagged(db, tagPattern);
}

const filterItemAdapter: ContentAdapter = {
  async list(db, parentKey) {
    const rows = await db
      .select({ filterSlug: filterItems.filterSlug, slug: filterItems.slug, name: filterItems.name })
      .from(filterItems)
      .innerJoin(filters, eq(filters.slug, filterItems.filterSlug))
      .where(parentKey ? eq(filterItems.filterSlug, parentKey) : undefined)
      .orderBy(asc(filters.position), asc(filterItems.position));
    return rows.map((row) => ({ key: childKey(row.filterSlug, row.slug), name: row.name, parentKey: row.filterSlug }));
  },
  async read(db, key) {
    const parts = splitChildKey(key);
    if (!parts) return undefined;
    const [row] = await db.select().from(filterItems).where(itemIs(parts.parentKey, parts.key));
    return row && { key: row.slug, name: row.name, position: row.position };
  },
  async insert(db, key, values) {
    const parts = splitChildKey(key);
    if (!parts) throw new Error(`not a filter item key: ${key}`);
    await db.insert(filterItems).values({
      filterSlug: parts.parentKey,
      slug: parts.key,
      name: localized(values, 'name'),
      position: number(values, 'position'),
    });
  },
  async update(db, key, values) {
    const parts = splitChildKey(key);
    if (!parts) return;
    await db
      .update(filterItems)
      .set({ name: localized(values, 'name'), position: number(values, 'position') })
      .where(itemIs(parts.parentKey, parts.key));
    await reindexAdsWith(db, `${parts.parentKey}/${parts.key}`);
  },
  async remove(db, key) {
    const parts = splitChildKey(key);
    if (!parts) return;
    await db.delete(filterItems).where(itemIs(parts.parentKey, parts.key));
    await reindexAdsWith(db, `${parts.parentKey}/${parts.key}`);
  },
};

function itemIs(filterSlug: string, slug: string) {
  return and(eq(filterItems.filterSlug, filterSlug), eq(filterItems.slug, slug));
}

const pageAdapter: ContentAdapter = {
  list: (db) => db.select({ key: pages.key, name: pages.title }).from(pages).orderBy(asc(pages.position)),
  async read(db, key) {
    const [row] = await db.select().from(pages).where(eq(pages.key, key));
    return (
      row && {
        key: row.key,
        title: row.title,
        slug: row.slug,
        place: row.place,
        body: row.body,
        position: row.position,
      }
    );
  },
  async insert(db, key, values) {
    await db.insert(pages).values({ key, ...columnsOfPage(values) });
  },
  async update(db, key, values) {
    await db.update(pages).set(columnsOfPage(values)).where(eq(pages.key, key));
  },
  async remove(db, key) {
    await db.delete(pages).where(eq(pages.key, key));
  },
  otherSlugs: async (db, key) =>
    (await db.select({ slug: pages.slug }).from(pages).where(ne(pages.key, key))).map((r) => r.slug),
};

function columnsOfPage(values: ContentValues) {
  return {
    title: localized(values, 'title'),
    slug: localized(values, 'slug'),
    place: text(values, 'place') as 'policy' | 'useful',
    body: localized(values, 'body'),
    position: number(values, 'position'),
  };
}

const socialLinkAdapter: ContentAdapter = {
  list: (db) =>
    db.select({ key: socialLinks.name, name: socialLinks.title }).from(socialLinks).orderBy(asc(socialLinks.position)),
  async read(db, key) {
    const [row] = await db.select().from(socialLinks).where(eq(socialLinks.name, key));
    return row && { key: row.name, url: row.url, title: row.title, position: row.position };
  },
  async insert(db, key, values) {
    await db.insert(socialLinks).values({ name: key, ...columnsOfSocialLink(values) });
  },
  async update(db, key, values) {
    await db.update(socialLinks).set(columnsOfSocialLink(values)).where(eq(socialLinks.name, key));
  },
  async remove(db, key) {
    await db.delete(socialLinks).where(eq(socialLinks.name, key));
  },
};

function columnsOfSocialLink(values: ContentValues) {
  return { url: text(values, 'url'), title: localized(values, 'title'), position: number(values, 'position') };
}

const countryAdapter: ContentAdapter = {
  list: (db) =>
    db.select({ key: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.position)),
  async read(db, key) {
    const [row] = await db.select().from(countries).where(eq(countries.code, key));
    return (
      row && {
        key: row.code,
        name: row.name,
        slug: row.slug,
        currency: row.currency,
        phonePrefix: row.phonePrefix,
        position: row.position,
      }
    );
  },
  async update(db, key, values) {
    await db
      .update(countries)
      .set({
        name: localized(values, 'name'),
        slug: localized(values, 'slug'),
        currency: text(values, 'currency'),
        phonePrefix: text(values, 'phonePrefix'),
        position: number(values, 'position'),
      })
      .where(eq(countries.code, key));
  },
  otherSlugs: async (db, key) =>
    (await db.select({ slug: countries.slug }).from(countries).where(ne(countries.code, key))).map((r) => r.slug),
};

const synonymAdapter: ContentAdapter = {
  list: (db) =>
    db
      .select({ key: searchSynonyms.key, name: searchSynonyms.terms })
      .from(searchSynonyms)
      .orderBy(asc(searchSynonyms.position)),
  async read(db, key) {
    const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.key, key));
    return row && { key: row.key, terms: row.terms, rankedIn: row.subcategoryKeys, position: row.position };
  },
  async insert(db, key, values) {
    await db.insert(searchSynonyms).values({ key, ...columnsOfSynonym(values) });
  },
  async update(db, key, values) {
    await db.update(searchSynonyms).set(columnsOfSynonym(values)).where(eq(searchSynonyms.key, key));
  },
  async remove(db, key) {
    await db.delete(searchSynonyms).where(eq(searchSynonyms.key, key));
  },
};

function columnsOfSynonym(values: ContentValues) {
  return {
    terms: localized(values, 'terms'),
    subcategoryKeys: values.rankedIn as string[],
    position: number(values, 'position'),
  };
}

/** Site settings the administrators may change, each one row of `settings`. */
const EDITABLE_SETTINGS = ['recaptchaAllowedInTasks'] as const;

const settingsAdapter: ContentAdapter = {
  list: async () => [{ key: SITE_SETTINGS_KEY, name: SITE_SETTINGS_KEY }],
  async read(db, key) {
    if (key !== SITE_SETTINGS_KEY) return undefined;
    const rows = await db
      .select()
      .from(settings)
      .where(inArray(settings.key, [...EDITABLE_SETTINGS]));
    const value = rows.find((row) => row.key === 'recaptchaAllowedInTasks')?.value;
    const tasks = Array.isArray(value) ? value.filter((task): task is string => typeof task === 'string') : [];
    // In the order the form lists them, so before and after compare cleanly in the audit log.
    return { recaptchaAllowedInTasks: CAPTCHA_TASKS.filter((task) => tasks.includes(task)) };
  },
  async update(db, _key, values) {
    for (const name of EDITABLE_SETTINGS) {
      await db
        .insert(settings)
        .values({ key: name, value: values[name] })
        .onConflictDoUpdate({ target: settings.key, set: { value: values[name], updatedAt: new Date() } });
    }
  },
};

export const CONTENT_ADAPTERS: Record<ContentTypeName, ContentAdapter> = {
  categories: categoryAdapter,
  subcategories: subcategoryAdapter,
  filters: filterAdapter,
  'filter-items': filterItemAdapter,
  pages: pageAdapter,
  'social-links': socialLinkAdapter,
  countries: countryAdapter,
  'search-synonyms': synonymAdapter,
  settings: settingsAdapter,
};

/** How many rows each type holds, for the content index. */
export async function countContent(db: Database): Promise<Record<ContentTypeName, number>> {
  const [category, subcategory, filter, item, page, link, country, synonym] = await Promise.all(
    [categories, subcategories, filters, filterItems, pages, socialLinks, countries, searchSynonyms].map((table) =>
      db.$count(table),
    ),
  );
  return {
    categories: category ?? 0,
    subcategories: subcategory ?? 0,
    filters: filter ?? 0,
    'filter-items': item ?? 0,
    pages: page ?? 0,
    'social-links': link ?? 0,
    countries: country ?? 0,
    'search-synonyms': synonym ?? 0,
    settings: 1,
  };
}
