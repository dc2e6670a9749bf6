import type { ChatWindow } from '../../../common/chat/chat-protocol.ts';

/** Latest activity first, as the server lists them. */
export function byLatestActivity(a: ChatWindow, b: ChatWindow): number {
  const at = (conversation: ChatWindow) => conversation.lastMessage?.createdAt ?? '';
  return at(b).localeCompare(at(a));
}

/**
 * The list the server sent, plus what the socket brought while it was on its way: a conversation
 * it does not hold yet, or a newer last message (with its unread count), is kept from the tab.
 */
export function mergeConversations(fetched: readonly ChatWindow[], live: readonly ChatWindow[]): ChatWindow[] {
  const merged = new Map(fetched.map((conversation) => [conversation.chatWindowId, conversation]));
  for (const conversation of live) {
    const known = merged.get(conversation.chatWindowId);
    const newer = (conversation.lastMessage?.createdAt ?? '') > (known?.lastMessage?.createdAt ?? '');
    if (!known || newer) merged.set(conversation.chatWindowId, conversation);
  }
  return [...merged.values()].sort(byLatestActivity);
}
