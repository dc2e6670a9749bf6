import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '../../common/locale/locales.ts';
import { findAvatarKeysBySlug } from '../accounts/user-lookups.ts';
import { findAdStatesBySlug } from '../ads/ad-headlines.ts';
import { getDb } from '../db/client.ts';
import { notifications } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-storage.ts';
import {
  actorSlugOf,
  adSlugOf,
  type NotificationRow,
  type NotificationView,
  viewNotification,
} from './notification-view.ts';

/** Notifications per page on the notifications page (the spec gives no list sizes). */
const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationPage {
  notifications: NotificationView[];
  page: number;
  hasOlder: boolean;
}

/** A page of the user's notifications, newest first (served by notifications_user_idx). */
export async function listNotifications(options: {
  userId: string;
  locale: Locale;
  page?: number;
  pageSize?: number;
}): Promise<NotificationPage> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const pageSize = options.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
  // One row more than the page tells whether an older page exists, without counting them all.
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, options.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const [gone, photos] = await Promise.all([goneAdSlugs(shown, options.userId), actorPhotos(shown)]);
  return {
    notifications: shown.map((row) =>
      viewNotification(row, options.locale, { adGone: isAboutGoneAd(row, gone), actorImage: photoOf(row, photos) }),
    ),
    page,
    hasOlder: rows.length > pageSize,
  };
}

/** How many the user has not seen: the header's badge (notifications_unseen_idx). */
export async function countUnseenNotifications(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ unseen: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
  return row?.unseen ?? 0;
}

const notificationId = z.uuid();

/**
 * Marks one of the user's notifications seen and returns it in the reader's language; undefined
 * when the id names none of theirs (another user's looks the same as a missing one).
 */
export async function openNotification(options: {
  userId: string;
  notificationId: string;
  locale: Locale;
}): Promise<NotificationView | undefined> {
  if (!notificationId.safeParse(options.notificationId).success) return undefined;
  const mine = and(eq(notifications.id, options.notificationId), eq(notifications.userId, options.userId));
  await getDb()
    .update(notifications)
    .set({ seenAt: new Date() })
    .where(and(mine, isNull(notifications.seenAt)));
  const [row] = await getDb().select().from(notifications).where(mine);
  if (!row) return undefined;
  const [gone, photos] = await Promise.all([goneAdSlugs([row], options.userId), actorPhotos([row])]);
  return viewNotification(row, options.locale, { adGone: isAboutGoneAd(row, gone), actorImage: photoOf(row, photos) });
}

/**
 * The ads named by `rows` that no longer exist for the reader: deleted by their owner (the row is
 * gone), or removed by the administration (status deleted) when the reader is not their owner.
 * Notifications keep a copy of the ad's slug, title and cover: this is what tells they are stale.
 */
async function goneAdSlugs(rows: NotificationRow[], userId: string): Promise<Set<string>> {
  const slugs = [...new Set(rows.map((row) => adSlugOf(row.data)).filter((slug) => slug !== null))];
  if (slugs.length === 0) return new Set();
  const found = await findAdStatesBySlug(slugs);
  const available = new Set(
    found.filter((ad) => ad.status !== 'deleted' || ad.ownerId === userId).map((ad) => ad.slug),
  );
  return new Set(slugs.filter((slug) => !available.has(slug)));
}

/**
 * The photo each acting person of `rows` shows now, by profile slug: a notification keeps the
 * address of the photo they had, whose file is removed when they replace or remove it.
 */
async function actorPhotos(rows: NotificationRow[]): Promise<Map<string, string | null>> {
  const slugs = rows.map((row) => actorSlugOf(row.data)).filter((slug) => slug !== null);
  const keys = await findAvatarKeysBySlug(slugs);
  return new Map([...keys].map(([slug, key]) => [slug, mediaUrl(key)]));
}

/** The acting person's photo as it is now; undefined when the row names nobody we still know. */
function photoOf(row: NotificationRow, photos: Map<string, string | null>): string | null | undefined {
  const slug = actorSlugOf(row.data);
  return slug === null ? undefined : photos.get(slug);
}

function isAboutGoneAd(row: NotificationRow, gone: Set<string>): boolean {
  const slug = adSlugOf(row.data);
  return slug !== null && gone.has(slug);
}

/** Marks every unseen notification of the user seen; returns how many were. */
export async function markAllNotificationsSeen(userId: string): Promise<number> {
  const rows = await getDb()
    .update(notifications)
    .set({ seenAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
