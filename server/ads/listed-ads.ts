import { and, asc, isNull, max, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import { VISIBLE } from './ad-visibility.ts';

/** The ads whose page is public: visible and not sold (a sold ad's page is a 410, decision 0063). */
const LISTED = and(VISIBLE, isNull(classifieds.soldAt));

/** When an ad last changed for a crawler: its edit or its (re)publication, whichever is later. */
const changedAt = sql`greatest(${classifieds.updatedAt}, ${classifieds.publishedAt})`;

/**
 * The public ads numbered by creation in pages of `perPage`, each page with the newest change
 * among its ads (the sitemaps' index: new ads land in the last page, earlier pages stay stable).
 */
export function listListedAdPages(perPage: number): Promise<{ page: number; lastmod: Date }[]> {
  const numbered = getDb()
    .select({
      page: sql<number>`((row_number() over (order by ${classifieds.createdAt}, ${classifieds.id}) - 1) / ${sql.raw(String(perPage))} + 1)::int`.as(
        'page',
      ),
      changedAt: sql`${changedAt}`.as('changed_at'),
    })
    .from(classifieds)
    .where(LISTED)
    .as('numbered');
  return getDb()
    .select({ page: numbered.page, lastmod: max(numbered.changedAt).mapWith(classifieds.updatedAt) })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(asc(numbered.page));
}

/** One page of the public ads in the same numbering: each ad's slug and last change. */
export function listListedAds(options: { page: number; perPage: number }): Promise<{ slug: string; lastmod: Date }[]> {
  return getDb()
    .select({ slug: classifieds.slug, lastmod: sql<Date>`${changedAt}`.mapWith(classifieds.updatedAt) })
    .from(classifieds)
    .where(LISTED)
    .orderBy(asc(classifieds.createdAt), asc(classifieds.id))
    .offset((options.page - 1) * options.perPage)
    .limit(options.perPage);
}

/** The users with at least one ad a guest may see. */
export async function listOwnersOfVisibleAds(): Promise<string[]> {
  const rows = await getDb().selectDistinct({ ownerId: classifieds.ownerId }).from(classifieds).where(VISIBLE);
  return rows.map((row) => row.ownerId);
}
