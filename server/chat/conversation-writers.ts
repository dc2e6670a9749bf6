import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { type ChatRole, chatMessages } from '../db/tables.ts';

/** Which sides of a conversation have written at least one message (reviews need both, issue 31). */
export async function findConversationWriters({ conversationId }: { conversationId: string }): Promise<Set<ChatRole>> {
  const rows = await getDb()
    .selectDistinct({ role: chatMessages.senderRole })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return new Set(rows.map((row) => row.role));
}
