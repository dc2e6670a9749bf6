import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import type { AlertFrequency } from '../../common/saved-searches/alert-frequencies.ts';
import { SAVED_SEARCHES_PER_USER } from '../../common/saved-searches/saved-search-schemas.ts';
import type { SearchForm } from '../../common/search/search-form.ts';
import { getDb } from '../db/client.ts';
import { savedSearchDeliveries, savedSearches } from '../db/schema-saved-searches.ts';
import { criteriaFromForm } from '../search/criteria-from-form.ts';
import { describeSearch } from '../search/describe-search.ts';
import { parseSearchForm } from '../search/parse-search-form.ts';
import { suggestSearchName } from './saved-search-name.ts';

/**
 * The search a /search address names, normalised the way the search page shows it (slugs resolved,
 * names in `locale`, unknown fields dropped): what is stored, and what "open" sends back to /search.
 */
async function normaliseSearchForm({ formJson, locale }: { formJson: string; locale: Locale }) {
  const form = parseSearchForm(formJson);
  const criteria = await criteriaFromForm({ form, locale, countryCode: null });
  return describeSearch({ form, criteria });
}

export type SaveSearchResult = { ok: true; id: string } | { ok: false; error: 'saved_searches.errors.limit' };

/**
 * Keeps a search for `userId` with a name and alert frequency. At most SAVED_SEARCHES_PER_USER per
 * account: the count and the insert happen under a lock on the account, so two saves at once
 * cannot both take the last place.
 */
export async function saveSearch(options: {
  userId: string;
  locale: Locale;
  name: string;
  frequency: AlertFrequency;
  formJson: string;
}): Promise<SaveSearchResult> {
  const form = await normaliseSearchForm({ formJson: options.formJson, locale: options.locale });
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-searches:${options.userId}`}, 0))`);
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, options.userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_PER_USER) return { ok: false, error: 'saved_searches.errors.limit' } as const;
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: options.userId, name: options.name, frequency: options.frequency, form })
      .returning({ id: savedSearches.id });
    if (!row) throw new Error('saved search not stored');
    return { ok: true, id: row.id } as const;
  });
}

export interface SavedSearchView {
  id: string;
  name: string;
  frequency: AlertFrequency;
  /** What the search looks for, in the words of its form ("lusitano · Horses · Sevilla"). */
  summary: string;
  /** Ads that matched since the user last opened it. */
  newCount: number;
  createdAt: string;
}

/** The user's saved searches, newest first, each with the ads it matched since last opened. */
export async function listSavedSearches({ userId }: { userId: string }): Promise<SavedSearchView[]> {
  const rows = await getDb()
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      frequency: savedSearches.frequency,
      form: savedSearches.form,
      createdAt: savedSearches.createdAt,
      // Spelt out: inside a one-table select Drizzle leaves column names unqualified.
      newCount: sql<number>`(select count(*)::int from saved_search_deliveries d
        where d.saved_search_id = saved_searches.id and d.created_at > saved_searches.last_opened_at)`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    summary: suggestSearchName(row.form),
    newCount: row.newCount,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Renames a saved search or changes its alerts; someone else's is "not found" (false). Turning
 * alerts off drops the ads still waiting for a digest: turned on again, it alerts from then on.
 */
export async function updateSavedSearch(options: {
  userId: string;
  id: string;
  name: string;
  frequency: AlertFrequency;
}): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(savedSearches)
      .set({ name: options.name, frequency: options.frequency, updatedAt: new Date() })
      .where(and(eq(savedSearches.id, options.id), eq(savedSearches.userId, options.userId)))
      .returning({ id: savedSearches.id });
    if (rows.length === 0) return false;
    if (options.frequency === 'off') await muteWaitingAlerts(tx, options.id);
    return true;
  });
}

/** Deletes a saved search of `userId` (and its delivery records); false when it is not theirs. */
export async function deleteSavedSearch({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const rows = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The form of a saved search of `userId`, marked opened now (its new-ads count starts again). */
export async function openSavedSearch({ userId, id }: { userId: string; id: string }): Promise<SearchForm | undefined> {
  const [row] = await getDb()
    .update(savedSearches)
    .set({ lastOpenedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ form: savedSearches.form });
  return row?.form;
}

/** The unsubscribe link: alerts off for one saved search, whoever follows it. Its name, if it exists. */
export async function turnOffAlerts({ id }: { id: string }): Promise<string | undefined> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({ frequency: 'off', updatedAt: new Date() })
      .where(eq(savedSearches.id, id))
      .returning({ name: savedSearches.name });
    if (row) await muteWaitingAlerts(tx, id);
    return row?.name;
  });
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

async function muteWaitingAlerts(tx: Tx, savedSearchId: string): Promise<void> {
  await tx
    .update(savedSearchDeliveries)
    .set({ state: 'muted' })
    .where(and(eq(savedSearchDeliveries.savedSearchId, savedSearchId), eq(savedSearchDeliveries.state, 'pending')));
}
