import { eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { subquery } from '../db/subquery.ts';
import { classifieds } from '../db/tables.ts';
import type { AdRow } from './ad-drafts.ts';

/** What a list about ads (reports, moderation, notices) names of each: whatever its state. */
export interface AdHeadline {
  id: string;
  slug: string;
  title: string;
  status: AdRow['status'];
  ownerId: string;
}

/** The headlines of the given ads, by id (ads that no longer exist left out). */
export async function findAdHeadlines(adIds: string[]): Promise<Map<string, AdHeadline>> {
  const ids = [...new Set(adIds)];
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .select({
      id: classifieds.id,
      slug: classifieds.slug,
      title: classifieds.title,
      status: classifieds.status,
      ownerId: classifieds.ownerId,
    })
    .from(classifieds)
    .where(inArray(classifieds.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Where an ad stands in review and the moderators' last reason, for the audit's "before". */
export async function findAdReviewState(adId: string): Promise<Pick<AdRow, 'status' | 'moderationReason'> | undefined> {
  const [row] = await getDb()
    .select({ status: classifieds.status, moderationReason: classifieds.moderationReason })
    .from(classifieds)
    .where(eq(classifieds.id, adId));
  return row;
}

/** The review state and owner of the ads at the given slugs (slugs of ads that no longer exist left out). */
export function findAdStatesBySlug(slugs: string[]): Promise<Pick<AdRow, 'slug' | 'status' | 'ownerId'>[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return getDb()
    .select({ slug: classifieds.slug, status: classifieds.status, ownerId: classifieds.ownerId })
    .from(classifieds)
    .where(inArray(classifieds.slug, slugs));
}

/** Whether an ad is reserved or sold, and whose it is and where it stands in review (the chat's sale box). */
export async function findAdSaleState(
  adId: string,
): Promise<Pick<AdRow, 'ownerId' | 'status' | 'soldAt' | 'reservedAt'> | undefined> {
  const [row] = await getDb()
    .select({
      ownerId: classifieds.ownerId,
      status: classifieds.status,
      soldAt: classifieds.soldAt,
      reservedAt: classifieds.reservedAt,
    })
    .from(classifieds)
    .where(eq(classifieds.id, adId));
  return row;
}

/**
 * Every ad's id, slug and title, whatever its state, as a subquery named `alias` that another area
 * joins on its `id` inside its own statement (the chat's window list stays one query).
 */
export function adTitlesAs<Alias extends string>(alias: Alias) {
  return subquery()
    .select({ id: classifieds.id, slug: classifieds.slug, title: classifieds.title })
    .from(classifieds)
    .as(alias);
}
