import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_SYNC_MARGIN_MS,
  type ChatMessage,
  type ChatMessagesPage,
} from '../../common/chat/chat-protocol.ts';
import { findPublicPeople } from '../accounts/user-lookups.ts';
import { getDb } from '../db/client.ts';
import { chatConversations, chatMessages } from '../db/tables.ts';
import { isUuid } from '../infra/ids.ts';
import { queuePushQuietly } from '../push/push-jobs.ts';
import { chatMessagePush } from '../push/push-message.ts';
import { normaliseChatText } from './chat-text.ts';
import { otherRole, viewMessage, viewParticipant } from './chat-views.ts';
import { type ConversationAccess, findConversationFor } from './conversations.ts';
import { writeMessage } from './message-writer.ts';
import { hasScamPattern } from './scam-patterns.ts';

/** How many messages one sync answers at most; a client far behind reloads its windows instead. */
const SYNC_LIMIT = 500;

export type SendMessageResult =
  | {
      ok: true;
      message: ChatMessage;
      /** False when `clientId` was already stored: a resend, answered with the stored message. */
      created: boolean;
      /** True for the conversation's first message: the seller learns about the window now. */
      first: boolean;
      conversation: ConversationAccess;
    }
  | { ok: false; error: 'empty' | 'too_long' | 'invalid_text' | 'not_found' | 'blocked' | 'invalid' };

/**
 * Stores a message from `userId` in a conversation they take part in. Idempotent by `clientId`:
 * the unique index makes a resend (after a reconnect, a lost acknowledgement) return the row
 * stored the first time, so a message is never stored twice. Once this resolves with ok, the
 * message is committed: the acknowledgement the browser gets means it survives a restart.
 */
export async function sendMessage(options: {
  userId: string;
  conversationId: string;
  clientId: string;
  text: string;
  /**
   * What the caller already knows of this conversation for this user (the socket keeps it): saves
   * a query. Who takes part never changes; access and blocks are checked again by the insert.
   */
  known?: ConversationAccess;
}): Promise<SendMessageResult> {
  const { userId, conversationId, clientId } = options;
  if (clientId.length === 0 || clientId.length > CHAT_CLIENT_ID_MAX_LENGTH) return { ok: false, error: 'invalid' };
  const text = normaliseChatText(options.text);
  if (!text.ok) return text;
  const known =
    options.known?.id === conversationId && options.known.userId === userId
      ? options.known
      : await findConversationFor({ conversationId, userId });
  if (!known) return { ok: false, error: 'not_found' };

  const inserted = await writeMessage({
    conversationId,
    senderId: userId,
    senderRole: known.role,
    clientId,
    body: text.text,
    scamWarning: hasScamPattern(text.text),
  });
  if (inserted) {
    const { first, ...row } = inserted;
    const message = viewMessage(row, { buyer: known.buyer, seller: known.seller });
    // The other side's devices, if they have no tab open (server/push/push-jobs.ts).
    queuePushQuietly({
      userId: known.otherId,
      messages: chatMessagePush({ conversationId, senderName: known[known.role].name, text: text.text }),
      urgency: 'high',
    });
    return { ok: true, message, created: true, first, conversation: known };
  }
  // Nothing inserted: a resend of a stored client id, a block, or no longer a participant.
  const conversation = options.known ? await findConversationFor({ conversationId, userId }) : known;
  if (!conversation) return { ok: false, error: 'not_found' };
  const [stored] = await getDb()
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)));
  // A resend is answered even when a block came in between: it was accepted the first time. Another
  // participant's client id (never from a well-behaved client) is not theirs to read back.
  if (stored && stored.senderRole === conversation.role) {
    const message = viewMessage(stored, { buyer: conversation.buyer, seller: conversation.seller });
    return { ok: true, message, created: false, first: false, conversation };
  }
  return { ok: false, error: conversation.blocked ? 'blocked' : 'invalid' };
}

/**
 * Spec §7 call 8: up to CHAT_PAGE_SIZE messages before `before` (a message id of this
 * conversation) or the newest ('last'), oldest first. Undefined when the reader is not a
 * participant or the id is not one of this conversation's messages.
 */
export async function listMessagesPage(options: {
  userId: string;
  conversationId: string;
  before: string;
}): Promise<ChatMessagesPage | undefined> {
  const { userId, conversationId, before } = options;
  const conversation = await findConversationFor({ conversationId, userId });
  if (!conversation) return undefined;
  if (before !== 'last' && !(await isMessageOf(before, conversationId))) return undefined;
  const rows = await getDb()
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        before === 'last' ? undefined : sql`(${chatMessages.createdAt}, ${chatMessages.id}) < ${position(before)}`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const participants = { buyer: conversation.buyer, seller: conversation.seller };
  return {
    messages: rows
      .slice(0, CHAT_PAGE_SIZE)
      .reverse()
      .map((row) => viewMessage(row, participants)),
    user_type: conversation.role,
    hasMore: rows.length > CHAT_PAGE_SIZE,
  };
}

export interface MarkResult {
  conversation: ConversationAccess;
  /** The messages whose marker this call set (already marked ones are left as they were). */
  messageIds: string[];
  at: Date;
}

/**
 * Spec §4 message delivery: the reader's browser received ('delivered') or showed ('seen') the
 * other side's messages up to `upTo`. Marks every one of them not marked yet (seen implies
 * delivered). Undefined when the reader is not a participant or `upTo` is not in the conversation.
 */
export async function markMessages(options: {
  userId: string;
  conversationId: string;
  upTo: string;
  marker: 'delivered' | 'seen';
  now?: Date;
}): Promise<MarkResult | undefined> {
  const { userId, conversationId, upTo, marker, now = new Date() } = options;
  if (!isUuid(upTo)) return undefined;
  const conversation = await findConversationFor({ conversationId, userId });
  if (!conversation) return undefined;
  if (!(await isMessageOf(upTo, conversationId))) return undefined;
  const upToCursor = sql`(${chatMessages.createdAt}, ${chatMessages.id}) <= ${position(upTo)}`;
  const fromOther = eq(chatMessages.senderRole, otherRole(conversation.role));
  const changed = await getDb()
    .update(chatMessages)
    .set(
      marker === 'seen'
        ? { seenAt: now, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${now.toISOString()}::timestamptz)` }
        : { deliveredAt: now },
    )
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        fromOther,
        upToCursor,
        marker === 'seen' ? isNull(chatMessages.seenAt) : isNull(chatMessages.deliveredAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return { conversation, messageIds: changed.map((row) => row.id), at: now };
}

/**
 * What a reconnecting client missed since `since`: messages of all the reader's conversations
 * written after it (minus CHAT_SYNC_MARGIN_MS: a message committed a moment late can carry an
 * earlier time) or whose markers changed after it, oldest first, at most SYNC_LIMIT.
 */
export async function syncMessages(options: { userId: string; since: Date }): Promise<ChatMessage[]> {
  const { userId, since } = options;
  const from = new Date(since.getTime() - CHAT_SYNC_MARGIN_MS);
  const rows = await getDb()
    .select({ message: chatMessages, buyerId: chatConversations.buyerId, sellerId: chatConversations.sellerId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        or(eq(chatConversations.buyerId, userId), eq(chatConversations.sellerId, userId)),
        // Conversations with no activity since then only matter for a marker that changed.
        or(gt(chatMessages.createdAt, from), gt(chatMessages.deliveredAt, from), gt(chatMessages.seenAt, from)),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(SYNC_LIMIT);
  if (rows.length === 0) return [];
  const participants = await loadParticipants(rows.flatMap((row) => [row.buyerId, row.sellerId]));
  return rows.flatMap((row) => {
    const buyer = participants.get(row.buyerId);
    const seller = participants.get(row.sellerId);
    return buyer && seller ? [viewMessage(row.message, { buyer, seller })] : [];
  });
}

async function isMessageOf(messageId: string, conversationId: string): Promise<boolean> {
  if (!isUuid(messageId)) return false;
  const [row] = await getDb()
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)));
  return row !== undefined;
}

/**
 * A message's place in its conversation's order, read in SQL: a JavaScript Date would drop the
 * timestamp's microseconds and misplace messages written within the same millisecond.
 */
function position(messageId: string) {
  return sql`(select m.created_at, m.id from ${chatMessages} m where m.id = ${messageId})`;
}

async function loadParticipants(ids: string[]) {
  const people = await findPublicPeople(ids);
  return new Map([...people.values()].map((row) => [row.id, viewParticipant(row)]));
}
