import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';
import { disconnectUser } from '../realtime/realtime-hub.ts';
import { newChatKey } from './users.ts';

/**
 * Gives the user a new chat key and closes their open sockets on every node (logout, suspension):
 * a key read from an old page no longer opens a websocket, and an open one does not outlive the
 * session. The user's other signed-in pages ask for the new key (app/lib/realtime/realtime-context.tsx).
 */
export async function rotateChatKey(options: { userId: string }): Promise<void> {
  await getDb().update(users).set({ chatKey: newChatKey() }).where(eq(users.id, options.userId));
  disconnectUser(options.userId);
}
