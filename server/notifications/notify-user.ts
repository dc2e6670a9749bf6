import { getDb } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { LOCALES, type Locale } from '../locale/locales.ts';
import { publishToUser } from '../realtime/realtime-hub.ts';
import {
  type NotificationRow,
  type NotificationType,
  type NotificationView,
  viewNotification,
} from './notification-view.ts';

export type { NotificationType };

/** The live push: the notification in each language, since each open tab shows its own. */
export type NotificationPush = Record<Locale, NotificationView>;

/**
 * Stores a notification for `userId`: `content` is a catalogue key, `data` what it names (see
 * notification-view.ts for the placeholders and the link), then pushes it to every open tab of
 * the user. The stored row is the truth: a user with no tab open reads it later.
 */
export async function notifyUser(options: {
  userId: string;
  type: NotificationType;
  content: string;
  data?: Record<string, unknown>;
}): Promise<NotificationRow> {
  const [row] = await getDb()
    .insert(notifications)
    .values({ userId: options.userId, type: options.type, content: options.content, data: options.data ?? {} })
    .returning();
  if (!row) throw new Error('notification not stored');
  const push = Object.fromEntries(LOCALES.map((locale) => [locale, viewNotification(row, locale)])) as NotificationPush;
  publishToUser(options.userId, 'notification', push);
  return row;
}
