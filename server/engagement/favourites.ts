import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { findAdBrief } from '../ads/ad-brief.ts';
import { type AdCardView, findAdCards } from '../ads/ad-page-view.ts';
import { getDb } from '../db/client.ts';
import { favourites } from '../db/tables.ts';
import { isUuid } from '../infra/ids.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { claimNotices } from './engagement-notices.ts';
import { actorOf, classifiedOf } from './notice-people.ts';

/** The saved list shows at most this many ads, newest favourite first. */
const SAVED_LIST_LIMIT = 120;

export type FavouriteResult = { ok: true; favourited: boolean } | { ok: false; error: 'not_found' };

/**
 * `userId` favourites the ad at /s/{slug} (only a visible one). The owner is told once per user
 * and ad, however often the heart is toggled, and never about their own favourite.
 */
export async function addFavourite({ userId, slug }: { userId: string; slug: string }): Promise<FavouriteResult> {
  const ad = await findAdBrief({ slug });
  if (!ad?.visible) return { ok: false, error: 'not_found' };
  const added = await getDb()
    .insert(favourites)
    .values({ userId, classifiedId: ad.id })
    .onConflictDoNothing()
    .returning({ userId: favourites.userId });
  if (added.length > 0 && ad.ownerId !== userId) {
    const [first] = await claimNotices({ userIds: [userId], classifiedId: ad.id, event: 'favourited' });
    if (first) {
      await notifyUser({
        userId: ad.ownerId,
        type: 'favourite',
        content: 'notifications.favourite',
        data: { user: await actorOf(userId), classified: classifiedOf(ad) },
      });
    }
  }
  return { ok: true, favourited: true };
}

/** Takes the ad at /s/{slug} off the user's favourites, whatever state the ad is in now. */
export async function removeFavourite({ userId, slug }: { userId: string; slug: string }): Promise<FavouriteResult> {
  const ad = await findAdBrief({ slug });
  if (!ad) return { ok: false, error: 'not_found' };
  await getDb()
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.classifiedId, ad.id)));
  return { ok: true, favourited: false };
}

/** Which of the ads on a page the user has favourited: one query for all of them. */
export async function favouritedAdIds({ userId, adIds }: { userId: string; adIds: string[] }): Promise<string[]> {
  const ids = adIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({ id: favourites.classifiedId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.classifiedId, ids)));
  return rows.map((row) => row.id);
}

/** The user's favourite ads that are still visible, most recently favourited first. */
export async function listSavedAds({ userId, locale }: { userId: string; locale: Locale }): Promise<AdCardView[]> {
  const rows = await getDb()
    .select({ id: favourites.classifiedId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
    .limit(SAVED_LIST_LIMIT);
  return findAdCards({ ids: rows.map((row) => row.id), locale });
}
