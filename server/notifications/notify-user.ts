import { type Database, getDb } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** The database, or a transaction of the caller's that the notification must commit with. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores a notification for `userId`: `content` is a catalogue key, `data` what it names (the
 * ad's slug and title, a reason). Shown in the user's language when read; pushed live later.
 */
export async function notifyUser(
  options: {
    userId: string;
    type: NotificationType;
    content: string;
    data?: Record<string, unknown>;
  },
  db: Executor = getDb(),
): Promise<void> {
  await db
    .insert(notifications)
    .values({ userId: options.userId, type: options.type, content: options.content, data: options.data ?? {} });
}
