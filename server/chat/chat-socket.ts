import type { Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CHAT_EVENTS,
  type ChatMessageEvent,
  type ChatReceiptEvent,
  type ChatTypingEvent,
  type ChatWindowEvent,
  type SendResult,
  type SyncResult,
} from '../../common/chat/chat-protocol.ts';
import { logger } from '../infra/logger.ts';
import { rateLimits } from '../infra/rate-limits.ts';
import { userRoom } from '../realtime/realtime-hub.ts';
import { receiptPayload, sendPayload, syncPayload, typingPayload } from './chat-schemas.ts';
import { type ConversationAccess, findConversationFor, findWindow } from './conversations.ts';
import { markMessages, sendMessage, syncMessages } from './messages.ts';

/**
 * How long a socket keeps what it learnt of a conversation: who takes part never changes, and the
 * insert checks access and blocks again; only the typing relay trusts it (a block stops typing
 * indicators within this time).
 */
const ACCESS_CACHE_MS = 30_000;
/**
 * Sends this node works on at once. Past it a send is answered 'unavailable' at once (the browser
 * sends again later with the same client id) instead of queueing: an overloaded node that queues
 * every send for the database answers none of them in time.
 */
const MAX_SENDS_IN_FLIGHT = 200;
let sendsInFlight = 0;

type Ack = (answer: unknown) => void;

/**
 * The chat over the user's socket (spec §4, §7 call 11; events in chat-protocol.ts). Every event
 * checks that the socket's user is a participant of the conversation it names; emits go through
 * `socket.nsp`, so with a Socket.IO adapter they reach the other participant on any node.
 */
export function registerChatHandlers(socket: Socket): void {
  const userId = socket.data.userId as string;
  const known = new Map<string, { access: ConversationAccess; until: number }>();

  handle(socket, CHAT_EVENTS.send, sendPayload, async (payload): Promise<SendResult> => {
    if (sendsInFlight >= MAX_SENDS_IN_FLIGHT) return { ok: false, error: 'unavailable' };
    sendsInFlight += 1;
    try {
      return await send(payload);
    } finally {
      sendsInFlight -= 1;
    }
  });

  async function send(payload: z.infer<typeof sendPayload>): Promise<SendResult> {
    if (!(await rateLimits.chatSendPerUser.consume(userId)).allowed) return { ok: false, error: 'rate_limited' };
    const result = await sendMessage({
      userId,
      conversationId: payload.chatWindowId,
      clientId: payload.clientId,
      text: payload.message,
      known: cached(payload.chatWindowId),
    });
    if (!result.ok) return result;
    remember(result.conversation);
    if (result.created) {
      const { conversation, message } = result;
      if (result.first) {
        // The seller hears of the conversation with its first message, before the message itself.
        const window = await findWindow({ conversationId: conversation.id, userId: conversation.otherId });
        if (window) emitTo(socket, conversation.otherId, CHAT_EVENTS.window, { window } satisfies ChatWindowEvent);
      }
      emitTo(socket, conversation.otherId, CHAT_EVENTS.message, { message } satisfies ChatMessageEvent);
      // The sender's other tabs (this one has the acknowledgement).
      socket.to(userRoom(userId)).emit(CHAT_EVENTS.message, { message } satisfies ChatMessageEvent);
    }
    return { ok: true, message: result.message };
  }

  handle(socket, CHAT_EVENTS.typing, typingPayload, async (payload) => {
    const otherId = await otherParticipant(payload.chatWindowId);
    if (!otherId) return { ok: false, error: 'not_found' };
    emitTo(socket, otherId, CHAT_EVENTS.typing, {
      chatWindowId: payload.chatWindowId,
      userId,
    } satisfies ChatTypingEvent);
    return { ok: true };
  });

  for (const marker of ['delivered', 'seen'] as const) {
    handle(socket, CHAT_EVENTS[marker], receiptPayload, async (payload) => {
      if (!(await rateLimits.chatReadPerUser.consume(userId)).allowed) return { ok: false, error: 'rate_limited' };
      const marked = await markMessages({ userId, conversationId: payload.chatWindowId, upTo: payload.upTo, marker });
      if (!marked) return { ok: false, error: 'not_found' };
      if (marked.messageIds.length > 0) {
        const at = marked.at.toISOString();
        const receipt: ChatReceiptEvent = {
          chatWindowId: payload.chatWindowId,
          messageIds: marked.messageIds,
          delivery: at,
          ...(marker === 'seen' ? { vu: at } : {}),
        };
        emitTo(socket, marked.conversation.otherId, CHAT_EVENTS.receipt, receipt);
        if (marker === 'seen') {
          // The reader's other tabs update their unread counters.
          const window = await findWindow({ conversationId: payload.chatWindowId, userId });
          if (window) emitTo(socket, userId, CHAT_EVENTS.window, { window } satisfies ChatWindowEvent);
        }
      }
      return { ok: true, messageIds: marked.messageIds };
    });
  }

  handle(socket, CHAT_EVENTS.sync, syncPayload, async (payload): Promise<SyncResult> => {
    if (!(await rateLimits.chatReadPerUser.consume(userId)).allowed) return { ok: false, error: 'rate_limited' };
    return { ok: true, messages: await syncMessages({ userId, since: new Date(payload.since) }) };
  });

  function cached(conversationId: string): ConversationAccess | undefined {
    const entry = known.get(conversationId);
    return entry && entry.until > Date.now() ? entry.access : undefined;
  }

  function remember(access: ConversationAccess): void {
    known.set(access.id, { access, until: Date.now() + ACCESS_CACHE_MS });
  }

  async function otherParticipant(conversationId: string): Promise<string | undefined> {
    const access = cached(conversationId) ?? (await findConversationFor({ conversationId, userId }));
    if (!access) return undefined;
    remember(access);
    return access.blocked ? undefined : access.otherId;
  }
}

/** To every socket of `userId`, on any node. */
function emitTo(socket: Socket, userId: string, event: string, payload: unknown): void {
  socket.nsp.to(userRoom(userId)).emit(event, payload);
}

/**
 * One event handler: the payload is checked with `schema` (else the answer is 'invalid'), the
 * answer goes to the acknowledgement callback when the client gave one, and a failure is logged
 * and answered 'unavailable' instead of crashing the socket.
 */
function handle<Schema extends z.ZodType>(
  socket: Socket,
  event: string,
  schema: Schema,
  handler: (payload: z.infer<Schema>) => Promise<unknown>,
): void {
  socket.on(event, (payload: unknown, ack?: unknown) => {
    const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: 'invalid' });
    handler(parsed.data).then(reply, (error: unknown) => {
      logger.error({ err: error, event, userId: socket.data.userId }, 'chat event failed');
      reply({ ok: false, error: 'unavailable' });
    });
  });
}
