import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { chatConversations, chatMessages, chatReports } from '../db/tables.ts';

/** A report on a conversation nobody has handled yet, with the conversation's parties and ad. */
export interface OpenChatReport {
  id: string;
  createdAt: Date;
  reporterId: string;
  /** What the participant wrote (the chat's report form takes free text). */
  note: string;
  conversationId: string;
  classifiedId: string;
  sellerId: string;
  buyerId: string;
}

/** Open reports on conversations, the longest waiting first. */
export function listOpenChatReports(limit: number): Promise<OpenChatReport[]> {
  return getDb()
    .select({
      id: chatReports.id,
      createdAt: chatReports.createdAt,
      reporterId: chatReports.reporterId,
      note: chatReports.reason,
      conversationId: chatReports.conversationId,
      classifiedId: chatConversations.classifiedId,
      sellerId: chatConversations.sellerId,
      buyerId: chatConversations.buyerId,
    })
    .from(chatReports)
    .innerJoin(chatConversations, eq(chatConversations.id, chatReports.conversationId))
    .where(isNull(chatReports.resolvedAt))
    .orderBy(asc(chatReports.createdAt))
    .limit(limit);
}

export async function countOpenChatReports(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(chatReports).where(isNull(chatReports.resolvedAt));
  return Number(row?.n ?? 0);
}

/** Closes an open report in the caller's transaction; undefined when it is not open (or not there). */
export async function closeChatReport(
  tx: Executor,
  reportId: string,
): Promise<{ subject: string; reason: string } | undefined> {
  const [closed] = await tx
    .update(chatReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(chatReports.id, reportId), isNull(chatReports.resolvedAt)))
    .returning({ subject: chatReports.conversationId, reason: chatReports.reason });
  return closed;
}

/** The latest `limit` messages of each conversation, oldest first. */
export async function listLatestMessages(
  conversationIds: string[],
  limit: number,
): Promise<Map<string, (typeof chatMessages.$inferSelect)[]>> {
  const byConversation = new Map<string, (typeof chatMessages.$inferSelect)[]>();
  await Promise.all(
    [...new Set(conversationIds)].map(async (conversationId) => {
      const rows = await getDb()
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      byConversation.set(conversationId, rows.reverse());
    }),
  );
  return byConversation;
}
