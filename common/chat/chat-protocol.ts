/**
 * The chat's wire contract (spec §3 Chat participant / message / window, §4 message delivery,
 * §7 calls 8 and 11): what the browser and the server say over the websocket and the JSON API.
 * Server code (server/chat/*) implements it; the chat UI (app/components/chat/*) consumes it.
 * Field names follow the spec where it names them.
 *
 * Additions by the server side (branch chatsrv), all additive: `ChatMessage.scam_warning`; the
 * error 'unavailable' in SendResult; typed payloads of the server's events (ChatMessageEvent,
 * ChatTypingEvent, ChatReceiptEvent, ChatWindowEvent) and of sync's ack (SyncResult);
 * CHAT_SYNC_MARGIN_MS, CHAT_CLIENT_ID_MAX_LENGTH, CHAT_REPORT_MAX_LENGTH; and in CHAT_API the
 * calls GET /api/chat/windows/{id}, POST …/{id}/block, …/{id}/unblock and …/{id}/report.
 * typing, delivered and seen acknowledge with { ok: true } or { ok: false, error } when the client
 * passes a callback (optional).
 */

/** Spec §3 Chat participant. */
export interface ChatParticipant {
  id: string;
  name: string;
  slug: string;
  /** Avatar URL, or null for the initials avatar. */
  avatar: string | null;
  created_at: string;
}

/** Spec §3 Chat message, plus the sender's client id (resends are never stored twice). */
export interface ChatMessage {
  id: string;
  /** Chosen by the sending browser (a UUID); unique per conversation. */
  clientId: string;
  chatWindowId: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  /** Who wrote it, in this conversation. */
  user_type: 'seller' | 'buyer';
  by_user_seller: boolean;
  by_user_buyer: boolean;
  user_seller: ChatParticipant;
  user_buyer: ChatParticipant;
  /** Set when the other side's browser received it (ISO 8601 or null). */
  delivery_by_user_buyer: string | null;
  delivery_by_user_seller: string | null;
  /** Set when the other side saw it. */
  vu_by_user_buyer: string | null;
  vu_by_user_seller: string | null;
  /**
   * Added by the server side: the text matches a typical scam pattern (payment outside the site,
   * advance payment, transport agent, off-site contact; server/chat/scam-patterns.ts). The reader
   * who did not write it is shown a warning; nothing is blocked. Always sent by the server;
   * optional so a browser's own pending copy of a message need not invent it.
   */
  scam_warning?: boolean;
}

/** Spec §3 Chat window: one conversation = one (ad, buyer); the ad's owner is the seller. */
export interface ChatWindow {
  chatWindowId: string;
  /** The reader's counterpart (the other participant). */
  user: ChatParticipant;
  user_seller: ChatParticipant;
  user_buyer: ChatParticipant;
  /** The reader's role in this conversation. */
  user_type: 'seller' | 'buyer';
  classified: { slug: string; title: string; cover: string | null };
  /** Messages from the other side the reader has not seen. */
  unread: number;
  lastMessage: ChatMessage | null;
  /** Set when the reader has blocked the other participant: nothing can be sent either way. */
  blocked: boolean;
}

/** Spec §7 call 8's answer: a page of messages, oldest first, and the reader's role. */
export interface ChatMessagesPage {
  messages: ChatMessage[];
  user_type: 'seller' | 'buyer';
  /** False when there is nothing older to load. */
  hasMore: boolean;
}

/**
 * Socket events (the socket is opened with the chat key, see app/lib/realtime/realtime-context.tsx).
 * Client → server events take an acknowledgement callback; server → client events go to every tab
 * of each participant (their user room).
 */
export const CHAT_EVENTS = {
  /** Client → server: { chatWindowId, clientId, message } → ack SendResult. */
  send: 'chat:send',
  /** Client → server: { chatWindowId }; server → other participant: { chatWindowId, userId }. */
  typing: 'chat:typing',
  /** Client → server: { chatWindowId, upTo: messageId } (this browser received up to it). */
  delivered: 'chat:delivered',
  /** Client → server: { chatWindowId, upTo: messageId } (the reader saw up to it). */
  seen: 'chat:seen',
  /**
   * Client → server: { since: ISO 8601 } → ack SyncResult: what a reconnect missed: messages written
   * after `since` (minus CHAT_SYNC_MARGIN_MS) and messages whose markers changed since, oldest first,
   * at most 500. The client keeps one copy per id.
   */
  sync: 'chat:sync',
  /** Server → participants: { message: ChatMessage } (the sender's other tabs too). */
  message: 'chat:message',
  /** Server → the sender: { chatWindowId, messageIds, delivery?: ISO, vu?: ISO } (receipt markers). */
  receipt: 'chat:receipt',
  /** Server → the reader: { window: ChatWindow } when a conversation is created or changes. */
  window: 'chat:window',
} as const;

/** Server → client payloads, and the ack of `sync` (added by the server side). */
export interface ChatMessageEvent {
  message: ChatMessage;
}
export interface ChatTypingEvent {
  chatWindowId: string;
  userId: string;
}
export interface ChatReceiptEvent {
  chatWindowId: string;
  messageIds: string[];
  delivery?: string;
  vu?: string;
}
export interface ChatWindowEvent {
  window: ChatWindow;
}
export type SyncResult =
  | { ok: true; messages: ChatMessage[] }
  | { ok: false; error: 'invalid' | 'rate_limited' | 'unavailable' };
/** Sync looks this far back before `since`, so a message committed late with an earlier time is not missed. */
export const CHAT_SYNC_MARGIN_MS = 10_000;

export type SendResult =
  | { ok: true; message: ChatMessage }
  | {
      ok: false;
      /**
       * 'unavailable' (added by the server side): the server failed or is overloaded; send again
       * later with the same clientId (it is never stored twice).
       */
      error:
        | 'empty'
        | 'too_long'
        | 'invalid_text'
        | 'not_found'
        | 'blocked'
        | 'rate_limited'
        | 'invalid'
        | 'unavailable';
    };

/** The typing indicator disappears at most this long after the last keystroke (spec §9). */
export const TYPING_INDICATOR_MAX_MS = 2000;
/** A message's length limit (beyond the spec: long enough for any real question). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** A client id is the browser's UUID; the server accepts any string up to this length (added by the server side). */
export const CHAT_CLIENT_ID_MAX_LENGTH = 64;

/**
 * The chat's JSON API under /api (cookie session or `Authorization: Bearer`; a POST from the site
 * also sends the CSRF token as `x-csrf-token`):
 * - GET  /api/chat/windows → { windows: ChatWindow[] }, the reader's conversations, latest activity first.
 * - POST /api/chat/windows, body { classified: slug } → { window: ChatWindow }: the reader's
 *   conversation about that ad as buyer, created on first use (404 no visible ad, 409 own ad).
 * - POST /api/{locale}/chat-messages/{chatWindowId}/{lastMessageId | 'last'} (spec §7 call 8), empty
 *   body → ChatMessagesPage: up to CHAT_PAGE_SIZE messages before that id (or the newest), oldest
 *   first. 404 for anyone who is not a participant.
 * Added by the server side (all 404 for anyone who is not a participant):
 * - GET  /api/chat/windows/{chatWindowId} → { window: ChatWindow } (/user/messages/{id}).
 * - POST /api/chat/windows/{chatWindowId}/block → { window } with blocked: true; `/unblock` undoes it.
 * - POST /api/chat/windows/{chatWindowId}/report, body { reason?: string (≤ 1000) } → 204: the
 *   conversation goes to the administration's queue (once per reporter; a second report updates it).
 * Errors answer { message }; 401 without a session, 403 without the CSRF header on a cookie POST,
 * 429 when rate limited.
 */
export const CHAT_API = {
  windows: '/api/chat/windows',
  messages: 'chat-messages',
  block: 'block',
  unblock: 'unblock',
  report: 'report',
} as const;
export const CHAT_REPORT_MAX_LENGTH = 1000;
export const CHAT_PAGE_SIZE = 30;
