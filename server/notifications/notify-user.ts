import { getDb } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/**
 * Stores a notification for `userId`: `content` is a catalogue key, `data` what it names (the
 * ad's slug and title, a reason). Shown in the user's language when read; pushed live later.
 */
export async function notifyUser(options: {
  userId: string;
  type: NotificationType;
  content: string;
  data?: Record<string, unknown>;
}): Promise<void> {
  await getDb()
    .insert(notifications)
    .values({ userId: options.userId, type: options.type, content: options.content, data: options.data ?? {} });
}
