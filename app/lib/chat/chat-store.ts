import type { ChatMessage, ChatWindow } from '../../../common/chat/chat-protocol.ts';
import type { ChatRole } from './chat-messages.ts';
import type { QueuedMessage } from './chat-outbox.ts';
import type { OpenChatWindow } from './chat-windows.ts';

/** One conversation's messages as far as this tab knows them (spec §7 call 8 pages, live ones, a reconnect's catch-up). */
export interface ChatThread {
  messages: ChatMessage[];
  role: ChatRole | null;
  hasMore: boolean;
  loading: boolean;
  loaded: boolean;
}

export interface RefusedMessage extends QueuedMessage {
  error: string;
}

export interface ChatSnapshot {
  /** The reader's conversations have been loaded once (spec §4 login sequence). */
  ready: boolean;
  /** Latest activity first. */
  conversations: ChatWindow[];
  threads: Record<string, ChatThread>;
  outbox: QueuedMessage[];
  refused: RefusedMessage[];
  /** Floating windows, oldest first. */
  open: OpenChatWindow[];
  /** The window whose text box should take the focus (just opened). */
  focusRequest: string | null;
  /** chatWindowId → when its typing indicator disappears (ms since epoch). */
  typing: Record<string, number>;
  barOpen: boolean;
  connected: boolean;
  /** The newest message from another person, for the screen reader's announcement. */
  announcement: ChatMessage | null;
  /** An ad whose conversation "Contact the seller" asked for, waiting for the chat dock to open it. */
  adChatRequest: string | null;
}

export const EMPTY_THREAD: ChatThread = { messages: [], role: null, hasMore: false, loading: false, loaded: false };

const INITIAL: ChatSnapshot = {
  ready: false,
  conversations: [],
  threads: {},
  outbox: [],
  refused: [],
  open: [],
  focusRequest: null,
  typing: {},
  barOpen: false,
  connected: false,
  announcement: null,
  adChatRequest: null,
};

/**
 * The tab's chat state: a plain store outside React, so the lazily loaded chat code and the ad
 * page's "Contact the seller" button (which loads it on demand) share one copy. Written only in
 * the browser; the server render always sees the empty state.
 */
let snapshot: ChatSnapshot = INITIAL;
const listeners = new Set<() => void>();

export function getChatSnapshot(): ChatSnapshot {
  return snapshot;
}

export function getServerChatSnapshot(): ChatSnapshot {
  return INITIAL;
}

export function subscribeChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateChat(change: (state: ChatSnapshot) => ChatSnapshot): void {
  const next = change(snapshot);
  if (next === snapshot) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export function updateThread(state: ChatSnapshot, chatWindowId: string, change: (thread: ChatThread) => ChatThread) {
  return {
    ...state,
    threads: { ...state.threads, [chatWindowId]: change(state.threads[chatWindowId] ?? EMPTY_THREAD) },
  };
}

/** "Contact the seller" pressed: the chat dock opens the ad's conversation as soon as it runs. */
export function requestAdChat(slug: string | null): void {
  updateChat((state) => ({ ...state, adChatRequest: slug }));
}

/** Back to nothing (sign-out, another account in the tab). */
export function resetChat(): void {
  updateChat((state) => ({ ...INITIAL, adChatRequest: state.adChatRequest }));
}
