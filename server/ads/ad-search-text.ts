import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';

/**
 * An ad's search text holds the names of its category, subcategory and filter items in the four
 * languages (drizzle/0006_search_text.sql, 0028_search_synonyms.sql): touching `filter_values`
 * makes the trigger write it again with the names as they are now. Called when the catalogue
 * renames one, in the catalogue's transaction.
 */
export async function rewriteSearchTextInSubcategories(db: Executor, subcategoryKeys: string[]): Promise<void> {
  if (subcategoryKeys.length === 0) return;
  await db.execute(
    sql`update ${classifieds} set filter_values = filter_values where ${inArray(classifieds.subcategoryKey, subcategoryKeys)}`,
  );
}

/** The same for the ads with a filter tag matching `tagPattern` (a LIKE pattern). */
export async function rewriteSearchTextOfTagged(db: Executor, tagPattern: string): Promise<void> {
  await db.execute(
    sql`update ${classifieds} set filter_values = filter_values
        where exists (select 1 from unnest(${classifieds.filterTags}) tag where tag like ${tagPattern})`,
  );
}
