import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';

/**
 * The signed-in user's new name (already checked by `changeNameSchema`); the id comes from the
 * session, never the form. Pages that show it (their ads, chats, reviews) read it from `users`.
 */
export async function changeName({ userId, name }: { userId: string; name: string }): Promise<void> {
  await getDb().update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}
