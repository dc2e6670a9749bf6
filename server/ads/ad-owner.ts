import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import { isUuid } from '../infra/ids.ts';
import { VISIBLE } from './ad-visibility.ts';

/**
 * Whether `userId` owns the ad. The ad page asks this instead of shipping the owner's id to the
 * browser, where anyone could read it from the loader data.
 */
export async function isAdOwner({ adId, userId }: { adId: string; userId: string }): Promise<boolean> {
  if (!isUuid(adId) || !isUuid(userId)) return false;
  const [row] = await getDb()
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, userId)));
  return row !== undefined;
}

/**
 * The id of the owner's ad at /s/{slug}, for the owner's actions on the ad page. The owner is in
 * the query, so another user's ad and a missing one both read as undefined (a 404).
 */
export async function findOwnAdIdBySlug({ slug, ownerId }: { slug: string; ownerId: string }) {
  if (!isUuid(ownerId)) return undefined;
  const [row] = await getDb()
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.slug, slug), eq(classifieds.ownerId, ownerId), ne(classifieds.status, 'deleted')));
  return row?.id;
}

/** Who owns the ad (saved-search alerts never tell owners about their own ads). */
export async function findAdOwnerId({ adId }: { adId: string }): Promise<string | undefined> {
  const [row] = await getDb()
    .select({ ownerId: classifieds.ownerId })
    .from(classifieds)
    .where(eq(classifieds.id, adId));
  return row?.ownerId;
}

/** The ad a guest may see at /s/{slug} and its owner; undefined when there is none. */
export async function findVisibleAdOwner({ slug }: { slug: string }) {
  const [row] = await getDb()
    .select({ id: classifieds.id, ownerId: classifieds.ownerId })
    .from(classifieds)
    .where(and(eq(classifieds.slug, slug), VISIBLE));
  return row;
}
