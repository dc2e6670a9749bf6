import { count, eq, gte, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import type { AdRow } from './ad-drafts.ts';

/** How many ads one user has in each state (draft, pending, approved, refused, deleted…). */
export async function countOwnAdsByStatus(ownerId: string): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ status: classifieds.status, n: count() })
    .from(classifieds)
    .where(eq(classifieds.ownerId, ownerId))
    .groupBy(classifieds.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** How many ads are in one review state, whoever owns them. */
export async function countAdsInStatus(status: AdRow['status']): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(classifieds).where(eq(classifieds.status, status));
  return Number(row?.n ?? 0);
}

/** How many ads were first published on each UTC day since `since` (days without one left out). */
export function countAdsPublishedPerDay(since: Date): Promise<{ day: string; n: number }[]> {
  const day = sql<string>`to_char(${classifieds.publishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return getDb().select({ day, n: count() }).from(classifieds).where(gte(classifieds.publishedAt, since)).groupBy(day);
}

/** Each ad of the given owners: whether it was ever published and whether it stands refused. */
export function listOwnersAdOutcomes(
  ownerIds: string[],
): Promise<{ id: string; ownerId: string; published: boolean; refused: boolean }[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return getDb()
    .select({
      id: classifieds.id,
      ownerId: classifieds.ownerId,
      published: sql<boolean>`${classifieds.publishedAt} is not null`,
      refused: sql<boolean>`${classifieds.status} = 'refused'`,
    })
    .from(classifieds)
    .where(inArray(classifieds.ownerId, ownerIds));
}
