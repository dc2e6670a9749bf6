import { useSyncExternalStore } from 'react';
import { type ChatSnapshot, getChatSnapshot, getServerChatSnapshot, subscribeChat } from './chat-store.ts';

/** The tab's chat state (app/lib/chat/chat-store.ts), re-rendering on every change. */
export function useChatState(): ChatSnapshot {
  return useSyncExternalStore(subscribeChat, getChatSnapshot, getServerChatSnapshot);
}
