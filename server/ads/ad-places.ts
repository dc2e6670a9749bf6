import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import type { AdRow } from './ad-drafts.ts';
import { VISIBLE } from './ad-visibility.ts';

/** An ad as a visit names it: where the horse is (its clock and its place's name), whose it is, whether sold. */
export type AdPlace = Pick<
  AdRow,
  'id' | 'slug' | 'title' | 'ownerId' | 'countryCode' | 'communityId' | 'provinceId' | 'townId' | 'soldAt'
>;

const COLUMNS = {
  id: classifieds.id,
  slug: classifieds.slug,
  title: classifieds.title,
  ownerId: classifieds.ownerId,
  countryCode: classifieds.countryCode,
  communityId: classifieds.communityId,
  provinceId: classifieds.provinceId,
  townId: classifieds.townId,
  soldAt: classifieds.soldAt,
};

/** The given ads' places, by id, in any state (ads that no longer exist left out). */
export async function findAdPlaces(adIds: string[]): Promise<Map<string, AdPlace>> {
  const ids = [...new Set(adIds)];
  if (ids.length === 0) return new Map();
  const rows = await getDb().select(COLUMNS).from(classifieds).where(inArray(classifieds.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The owner's ad at /s/{slug} unless deleted; someone else's reads as undefined. Given a
 * transaction, the ad's row stays locked until it ends (two changes to the ad's visits at once wait).
 */
export async function findOwnAdPlace(options: { slug: string; ownerId: string }, lockIn?: Executor) {
  const where = and(
    eq(classifieds.slug, options.slug),
    eq(classifieds.ownerId, options.ownerId),
    ne(classifieds.status, 'deleted'),
  );
  const [row] = lockIn
    ? await lockIn.select(COLUMNS).from(classifieds).where(where).for('update')
    : await getDb().select(COLUMNS).from(classifieds).where(where);
  return row;
}

/** The ids of every ad the user owns, in any state. */
export async function listOwnAdIds(ownerId: string): Promise<string[]> {
  const rows = await getDb().select({ id: classifieds.id }).from(classifieds).where(eq(classifieds.ownerId, ownerId));
  return rows.map((row) => row.id);
}

/** The ad's owner when a guest may see the ad and it is not sold (it takes visits); else undefined. */
export async function findUnsoldVisibleAdOwner(adId: string): Promise<string | undefined> {
  const [row] = await getDb()
    .select({ ownerId: classifieds.ownerId })
    .from(classifieds)
    .where(and(eq(classifieds.id, adId), VISIBLE, isNull(classifieds.soldAt)));
  return row?.ownerId;
}
