import type { Socket } from 'socket.io-client';
import {
  CHAT_EVENTS,
  type ChatMessage,
  type ChatReceiptEvent,
  type ChatTypingEvent,
  type ChatWindow,
  type SendResult,
  type SyncResult,
} from '../../../common/chat/chat-protocol.ts';
import { type ChatApiContext, fetchChatMessages, fetchChatWindows } from './chat-api.ts';
import { byLatestActivity, mergeConversations } from './chat-conversations.ts';
import { applyReceipt, type ChatRole, isOwnMessage, latestFromOther, mergeMessages } from './chat-messages.ts';
import {
  enqueueMessage,
  nextQueuedMessage,
  outboxStorageKey,
  parseOutbox,
  type QueuedMessage,
  settleMessage,
} from './chat-outbox.ts';
import { type ChatSnapshot, EMPTY_THREAD, getChatSnapshot, resetChat, updateChat, updateThread } from './chat-store.ts';
import {
  CHAT_PHONE_MAX_WIDTH,
  closeChatWindow,
  fitChatWindows,
  maxChatWindows,
  openChatWindow,
  setChatWindowMinimised,
} from './chat-windows.ts';
import { shouldSendTyping, typingHiddenAt } from './typing.ts';

/** An acknowledgement that does not come within this long is treated as lost: the message is sent again. */
const ACK_TIMEOUT_MS = 8000;
const RETRY_MS = 3000;

interface Client {
  socket: Socket;
  userId: string;
  api: ChatApiContext;
  flushing: boolean;
  typingSentAt: Map<string, number>;
}

let client: Client | null = null;
/** Conversations on screen (a window not minimised, or the messages page): read as they arrive. */
const visible = new Set<string>();
/**
 * Conversations whose messages were asked for, possibly before the client started (the page's
 * components mount before the chat dock starts it): loaded as soon as it does.
 */
const wanted = new Set<string>();

/**
 * Spec §4 login sequence and chat socket lifecycle, on the browser's side: loads the
 * conversations, keeps them live from the user's socket, sends the queue in order with
 * acknowledgements, catches up after a reconnect, and acknowledges delivery and reading.
 * Returns the function that stops it (sign-out, a new chat key).
 */
export function startChatClient(options: { socket: Socket; userId: string; api: ChatApiContext }): () => void {
  const { socket, userId } = options;
  const self: Client = { ...options, flushing: false, typingSentAt: new Map() };
  client = self;
  restoreTab(userId);
  const handlers: [string, Parameters<Socket['on']>[1]][] = [
    ['connect', () => onConnect(self)],
    ['disconnect', () => updateChat((state) => ({ ...state, connected: false }))],
    [CHAT_EVENTS.message, (payload: { message: ChatMessage }) => onMessage(self, payload.message)],
    [CHAT_EVENTS.receipt, onReceipt],
    [CHAT_EVENTS.typing, (payload: ChatTypingEvent) => onTyping(self, payload)],
    [CHAT_EVENTS.window, (payload: { window: ChatWindow }) => upsertConversation(payload.window)],
  ];
  for (const [event, handler] of handlers) socket.on(event, handler);
  // The browser knows before the socket does when the network is gone: queue from that moment,
  // and reconnect (catch up, then send the queue) as soon as it is back.
  const offline = () => socket.disconnect();
  const online = () => socket.connect();
  // Back to the tab: what is on screen is read now.
  const visibility = () => {
    for (const chatWindowId of visible) markSeen(chatWindowId);
  };
  // Phones hide the windows rather than close them (they come back on a wider screen).
  const resize = () => {
    if (innerWidth <= CHAT_PHONE_MAX_WIDTH) return;
    updateChat((state) => ({ ...state, open: fitChatWindows(state.open, maxChatWindows(innerWidth)) }));
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', visibility);
  if (socket.connected) onConnect(self);
  void loadConversations(self);
  for (const window of getChatSnapshot().open) wanted.add(window.chatWindowId);
  for (const chatWindowId of wanted) void loadThread(chatWindowId);
  return () => {
    for (const [event, handler] of handlers) socket.off(event, handler);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    window.removeEventListener('resize', resize);
    document.removeEventListener('visibilitychange', visibility);
    if (client === self) client = null;
    resetChat();
  };
}

function restoreTab(userId: string) {
  const outbox = parseOutbox(sessionStorage.getItem(outboxStorageKey(userId)));
  const saved = readTabWindows(userId);
  updateChat((state) => ({
    ...state,
    outbox,
    // A window opened before the client started (from the ad page's button) wins over the saved ones.
    open: fitChatWindows(state.open.length > 0 ? state.open : saved.open, maxChatWindows(innerWidth)),
    barOpen: saved.barOpen,
  }));
}

function windowsStorageKey(userId: string) {
  return `galope:chat-windows:${userId}`;
}

function readTabWindows(userId: string): Pick<ChatSnapshot, 'open' | 'barOpen'> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(windowsStorageKey(userId)) ?? '{}') as Partial<ChatSnapshot>;
    const open = Array.isArray(saved.open)
      ? saved.open.filter((window) => typeof window?.chatWindowId === 'string' && typeof window.minimised === 'boolean')
      : [];
    return { open, barOpen: saved.barOpen === true };
  } catch {
    return { open: [], barOpen: false };
  }
}

/** Keeps the queue and the windows in the tab's storage after every change that touches them. */
function saveTab(self: Client) {
  const { outbox, open, barOpen } = getChatSnapshot();
  try {
    sessionStorage.setItem(outboxStorageKey(self.userId), JSON.stringify(outbox));
    sessionStorage.setItem(windowsStorageKey(self.userId), JSON.stringify({ open, barOpen }));
  } catch {
    // Storage full or refused (private mode): the queue still lives in memory until it is sent.
  }
}

async function onConnect(self: Client) {
  const wasConnected = getChatSnapshot().ready;
  updateChat((state) => ({ ...state, connected: true }));
  if (wasConnected) {
    await Promise.all([catchUp(self), loadConversations(self)]);
  }
  void flush(self);
}

async function loadConversations(self: Client) {
  try {
    const conversations = await fetchChatWindows();
    if (client !== self) return;
    updateChat((state) => ({
      ...state,
      ready: true,
      conversations: mergeConversations(conversations, state.conversations),
    }));
    // Receiving the list is receiving the last messages: the other side sees 'delivery'.
    for (const conversation of conversations) {
      const last = conversation.lastMessage;
      if (last && !isOwnMessage(last, conversation.user_type) && !last[`delivery_by_user_${conversation.user_type}`]) {
        self.socket.emit(CHAT_EVENTS.delivered, { chatWindowId: conversation.chatWindowId, upTo: last.id });
      }
    }
  } catch {
    // Spec §8: the chat bar shows no error; the next connection tries again.
  }
}

/** A reconnect asks for what was missed since the newest message this tab knows. */
async function catchUp(self: Client) {
  const since = newestKnown(getChatSnapshot());
  if (!since) return;
  const answer = await emitWithAck<SyncResult>(self, CHAT_EVENTS.sync, { since });
  if (answer?.ok) for (const message of answer.messages) onMessage(self, message, { quiet: true });
}

function newestKnown(state: ChatSnapshot): string | undefined {
  let newest: string | undefined;
  for (const thread of Object.values(state.threads)) {
    const last = thread.messages.at(-1)?.createdAt;
    if (last && (!newest || last > newest)) newest = last;
  }
  for (const conversation of state.conversations) {
    const last = conversation.lastMessage?.createdAt;
    if (last && (!newest || last > newest)) newest = last;
  }
  return newest;
}

function emitWithAck<T>(self: Client, event: string, payload: unknown): Promise<T | undefined> {
  return new Promise((resolve) => {
    self.socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, (error: Error | null, answer: T) => {
      resolve(error ? undefined : answer);
    });
  });
}

function roleIn(chatWindowId: string): ChatRole | null {
  const state = getChatSnapshot();
  return (
    state.threads[chatWindowId]?.role ??
    state.conversations.find((conversation) => conversation.chatWindowId === chatWindowId)?.user_type ??
    null
  );
}

function onMessage(self: Client, message: ChatMessage, { quiet = false } = {}) {
  const { chatWindowId } = message;
  const known = getChatSnapshot().conversations.some((conversation) => conversation.chatWindowId === chatWindowId);
  const role = roleIn(chatWindowId) ?? (message.user_buyer.id === self.userId ? 'buyer' : 'seller');
  const own = isOwnMessage(message, role);
  const alreadyHad = getChatSnapshot().threads[chatWindowId]?.messages.some((item) => item.id === message.id);
  // A new conversation's window (chat:window) arrives with its first message already counted.
  const counted =
    alreadyHad ||
    getChatSnapshot().conversations.some(
      (conversation) => conversation.chatWindowId === chatWindowId && conversation.lastMessage?.id === message.id,
    );
  updateChat((state) => {
    let next = updateThread(state, chatWindowId, (thread) => ({
      ...thread,
      role: thread.role ?? role,
      messages: mergeMessages(thread.messages, [message]),
    }));
    if (own) next = { ...next, outbox: settleMessage(next.outbox, message.clientId) };
    const typing = { ...next.typing };
    if (!own) delete typing[chatWindowId];
    const conversations = next.conversations.map((conversation) =>
      conversation.chatWindowId === chatWindowId
        ? {
            ...conversation,
            lastMessage:
              !conversation.lastMessage || conversation.lastMessage.createdAt <= message.createdAt
                ? message
                : conversation.lastMessage,
            unread:
              own || counted || onScreen(chatWindowId) || message[`vu_by_user_${role}`]
                ? conversation.unread
                : conversation.unread + 1,
          }
        : conversation,
    );
    conversations.sort(byLatestActivity);
    return {
      ...next,
      typing,
      conversations,
      announcement: own || quiet || alreadyHad ? next.announcement : message,
    };
  });
  if (own) {
    saveTab(self);
    return;
  }
  if (!message[`delivery_by_user_${role}`]) {
    self.socket.emit(CHAT_EVENTS.delivered, { chatWindowId, upTo: message.id });
  }
  if (onScreen(chatWindowId)) markSeen(chatWindowId);
  if (!known) void loadConversations(self);
}

function onScreen(chatWindowId: string): boolean {
  return visible.has(chatWindowId) && document.visibilityState === 'visible';
}

function onReceipt(receipt: ChatReceiptEvent) {
  const role = roleIn(receipt.chatWindowId);
  if (!role) return;
  updateChat((state) => {
    const next = updateThread(state, receipt.chatWindowId, (thread) => ({
      ...thread,
      messages: applyReceipt(thread.messages, receipt, role),
    }));
    return {
      ...next,
      conversations: next.conversations.map((conversation) =>
        conversation.chatWindowId === receipt.chatWindowId && conversation.lastMessage
          ? { ...conversation, lastMessage: applyReceipt([conversation.lastMessage], receipt, role)[0] ?? null }
          : conversation,
      ),
    };
  });
}

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

function onTyping(self: Client, { chatWindowId, userId }: ChatTypingEvent) {
  if (userId === self.userId) return;
  const hiddenAt = typingHiddenAt(Date.now());
  updateChat((state) => ({ ...state, typing: { ...state.typing, [chatWindowId]: hiddenAt } }));
  clearTimeout(typingTimers.get(chatWindowId));
  typingTimers.set(
    chatWindowId,
    setTimeout(() => {
      updateChat((state) => {
        if ((state.typing[chatWindowId] ?? 0) > Date.now()) return state;
        const typing = { ...state.typing };
        delete typing[chatWindowId];
        return { ...state, typing };
      });
    }, hiddenAt - Date.now()),
  );
}

/** Sends the queue, oldest first, one at a time: the next leaves only once the previous is acknowledged. */
async function flush(self: Client) {
  if (self.flushing) return;
  self.flushing = true;
  try {
    for (
      let item = nextQueuedMessage(getChatSnapshot().outbox);
      item;
      item = nextQueuedMessage(getChatSnapshot().outbox)
    ) {
      if (client !== self || !self.socket.connected || !navigator.onLine) return;
      const result = await emitWithAck<SendResult>(self, CHAT_EVENTS.send, {
        chatWindowId: item.chatWindowId,
        clientId: item.clientId,
        message: item.message,
      });
      if (!result || (!result.ok && (result.error === 'rate_limited' || result.error === 'unavailable'))) {
        // Lost or refused for now: the same message (same client id) goes again later.
        setTimeout(() => void flush(self), RETRY_MS);
        return;
      }
      if (result.ok) onMessage(self, result.message);
      else refuse(self, item, result.error);
    }
  } finally {
    self.flushing = false;
  }
}

function refuse(self: Client, item: QueuedMessage, error: string) {
  updateChat((state) => ({
    ...state,
    outbox: settleMessage(state.outbox, item.clientId),
    refused: [...state.refused, { ...item, error }],
  }));
  saveTab(self);
}

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain HTTP on another host than localhost have no randomUUID: a v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Queues a message (already trimmed and not empty) and sends the queue if the socket is up. */
export function sendChatMessage(chatWindowId: string, message: string): void {
  const self = client;
  if (!self) return;
  const item: QueuedMessage = { clientId: newClientId(), chatWindowId, message, queuedAt: new Date().toISOString() };
  updateChat((state) => ({ ...state, outbox: enqueueMessage(state.outbox, item) }));
  saveTab(self);
  void flush(self);
}

/** Drops a message the server refused from the screen. */
export function dismissRefused(clientId: string): void {
  updateChat((state) => ({ ...state, refused: state.refused.filter((item) => item.clientId !== clientId) }));
}

export function sendTyping(chatWindowId: string): void {
  const self = client;
  if (!self?.socket.connected) return;
  const now = Date.now();
  if (!shouldSendTyping(self.typingSentAt.get(chatWindowId), now)) return;
  self.typingSentAt.set(chatWindowId, now);
  self.socket.emit(CHAT_EVENTS.typing, { chatWindowId });
}

/** Loads the newest page of a conversation once (spec §7 call 8 with 'last'). */
export async function loadThread(chatWindowId: string): Promise<void> {
  wanted.add(chatWindowId);
  const self = client;
  const thread = getChatSnapshot().threads[chatWindowId];
  if (!self || thread?.loaded || thread?.loading) return;
  await loadPage(self, chatWindowId, 'last');
}

/** Scrolling up: the page before the oldest message shown (spec §7 call 8; failures swallowed, §8). */
export async function loadOlderMessages(chatWindowId: string): Promise<void> {
  const self = client;
  const thread = getChatSnapshot().threads[chatWindowId];
  const first = thread?.messages[0];
  if (!self || !thread?.hasMore || thread.loading || !first) return;
  await loadPage(self, chatWindowId, first.id);
}

async function loadPage(self: Client, chatWindowId: string, before: string) {
  updateChat((state) => updateThread(state, chatWindowId, (thread) => ({ ...thread, loading: true })));
  try {
    const page = await fetchChatMessages(self.api, chatWindowId, before);
    updateChat((state) =>
      updateThread(state, chatWindowId, (thread) => ({
        messages: mergeMessages(thread.messages, page.messages),
        role: page.user_type,
        hasMore: page.hasMore,
        loading: false,
        loaded: true,
      })),
    );
    const latest = latestFromOther(page.messages, page.user_type);
    if (before === 'last' && latest && !latest[`delivery_by_user_${page.user_type}`]) {
      self.socket.emit(CHAT_EVENTS.delivered, { chatWindowId, upTo: latest.id });
    }
    if (visible.has(chatWindowId)) markSeen(chatWindowId);
  } catch {
    // Spec §8: a failure to load older messages is swallowed; scrolling up again retries.
    updateChat((state) =>
      updateThread(state, chatWindowId, (thread) => ({ ...thread, loading: false, loaded: before !== 'last' })),
    );
  }
}

/**
 * The reader has the conversation on screen: everything from the other side is read. Tells the
 * server once per newest message and clears the unread counter.
 */
function markSeen(chatWindowId: string): void {
  const self = client;
  if (!self || document.visibilityState !== 'visible') return;
  const state = getChatSnapshot();
  const thread = state.threads[chatWindowId] ?? EMPTY_THREAD;
  const role = thread.role;
  if (!role) return;
  const latest = latestFromOther(thread.messages, role);
  const conversation = state.conversations.find((item) => item.chatWindowId === chatWindowId);
  if (latest && !latest[`vu_by_user_${role}`]) {
    self.socket.emit(CHAT_EVENTS.seen, { chatWindowId, upTo: latest.id });
    const seenAt = new Date().toISOString();
    updateChat((current) =>
      updateThread(current, chatWindowId, (item) => ({
        ...item,
        messages: item.messages.map((message) =>
          !isOwnMessage(message, role) && !message[`vu_by_user_${role}`]
            ? { ...message, [`vu_by_user_${role}`]: seenAt }
            : message,
        ),
      })),
    );
  }
  if (conversation && conversation.unread > 0) {
    updateChat((current) => ({
      ...current,
      conversations: current.conversations.map((item) =>
        item.chatWindowId === chatWindowId ? { ...item, unread: 0 } : item,
      ),
    }));
  }
}

/** A conversation is on screen (or no longer): messages arriving in it are read at once. */
export function setConversationVisible(chatWindowId: string, onScreenNow: boolean): void {
  if (onScreenNow) {
    visible.add(chatWindowId);
    markSeen(chatWindowId);
  } else visible.delete(chatWindowId);
}

export function upsertConversation(conversation: ChatWindow): void {
  updateChat((state) => {
    const rest = state.conversations.filter((item) => item.chatWindowId !== conversation.chatWindowId);
    return { ...state, conversations: [...rest, conversation].sort(byLatestActivity) };
  });
}

/** Opens (or brings back) a floating window (spec §4 chat windows rules) and loads its messages. */
export function openFloatingChat(chatWindowId: string): void {
  updateChat((state) => ({
    ...state,
    open: setChatWindowMinimised(
      openChatWindow(state.open, chatWindowId, maxChatWindows(innerWidth)),
      chatWindowId,
      false,
    ),
    focusRequest: chatWindowId,
  }));
  if (client) saveTab(client);
  void loadThread(chatWindowId);
}

export function closeFloatingChat(chatWindowId: string): void {
  updateChat((state) => ({ ...state, open: closeChatWindow(state.open, chatWindowId) }));
  if (client) saveTab(client);
}

export function minimiseFloatingChat(chatWindowId: string, minimised: boolean): void {
  updateChat((state) => ({ ...state, open: setChatWindowMinimised(state.open, chatWindowId, minimised) }));
  if (client) saveTab(client);
}

export function focusHandled(): void {
  updateChat((state) => (state.focusRequest ? { ...state, focusRequest: null } : state));
}

export function toggleChatBar(open: boolean): void {
  updateChat((state) => ({ ...state, barOpen: open }));
  if (client) saveTab(client);
}
