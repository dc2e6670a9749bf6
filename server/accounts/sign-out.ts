import { rotateChatKey } from './chat-key.ts';
import { endSession } from './sessions.ts';

/** Logout (spec §4): the session ends, and so does the chat key its pages were given. */
export async function signOut(options: { token: string }): Promise<void> {
  const userId = await endSession(options.token);
  if (userId) await rotateChatKey({ userId });
}
