import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { type Database, getDb } from '../db/client.ts';
import { notifications } from '../db/tables.ts';
import { queuePushQuietly } from '../push/push-jobs.ts';
import { isPushedNotification, notificationPush } from '../push/push-message.ts';
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

/** The database, or a transaction of the caller's that the notification must commit with. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores a notification for `userId`: `content` is a catalogue key, `data` what it names (see
 * notification-view.ts for the placeholders and the link), then pushes it to every open tab of
 * the user. The stored row is the truth: a user with no tab open reads it later. Given a
 * transaction, it stores within it and does not push: the caller pushes the returned row with
 * `pushNotification` once the transaction has committed, so no tab shows what was rolled back.
 */
export async function notifyUser(
  options: {
    userId: string;
    type: NotificationType;
    content: string;
    data?: Record<string, unknown>;
  },
  transaction?: Executor,
): Promise<NotificationRow> {
  const [row] = await (transaction ?? getDb())
    .insert(notifications)
    .values({ userId: options.userId, type: options.type, content: options.content, data: options.data ?? {} })
    .returning();
  if (!row) throw new Error('notification not stored');
  if (!transaction) pushNotification(row);
  return row;
}

/**
 * Sends a stored notification to every open tab of its user, in each language; the kinds worth it
 * also go to the user's devices by Web Push, unless a tab of theirs is open (server/push/push-jobs.ts).
 */
export function pushNotification(row: NotificationRow): void {
  const push = Object.fromEntries(LOCALES.map((locale) => [locale, viewNotification(row, locale)])) as NotificationPush;
  publishToUser(row.userId, 'notification', push);
  if (isPushedNotification(row.type)) queuePushQuietly({ userId: row.userId, messages: notificationPush(row) });
}
