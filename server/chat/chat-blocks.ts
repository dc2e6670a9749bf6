import { and, eq } from 'drizzle-orm';
import type { ChatWindow } from '../../common/chat/chat-protocol.ts';
import { getDb } from '../db/client.ts';
import { chatBlocks, chatReports } from '../db/tables.ts';
import { findConversationFor, findWindow } from './conversations.ts';

/**
 * The reader blocks (or unblocks) the other participant of a conversation: while blocked, nothing
 * can be sent either way in any conversation between them. Undefined when not a participant.
 */
export async function setConversationBlock(options: {
  userId: string;
  conversationId: string;
  blocked: boolean;
}): Promise<ChatWindow | undefined> {
  const { userId, conversationId, blocked } = options;
  const conversation = await findConversationFor({ conversationId, userId });
  if (!conversation) return undefined;
  if (blocked) {
    await getDb()
      .insert(chatBlocks)
      .values({ blockerId: userId, blockedId: conversation.otherId })
      .onConflictDoNothing();
  } else {
    await getDb()
      .delete(chatBlocks)
      .where(and(eq(chatBlocks.blockerId, userId), eq(chatBlocks.blockedId, conversation.otherId)));
  }
  return findWindow({ conversationId, userId });
}

/**
 * A participant reports the conversation to the administration: one report per reporter, a
 * second one replaces the reason and reopens it. False when not a participant.
 */
export async function reportConversation(options: {
  userId: string;
  conversationId: string;
  reason: string;
}): Promise<boolean> {
  const { userId, conversationId } = options;
  const conversation = await findConversationFor({ conversationId, userId });
  if (!conversation) return false;
  const reason = options.reason.trim();
  await getDb()
    .insert(chatReports)
    .values({ conversationId, reporterId: userId, reason })
    .onConflictDoUpdate({
      target: [chatReports.conversationId, chatReports.reporterId],
      set: { reason, createdAt: new Date(), resolvedAt: null },
    });
  return true;
}
