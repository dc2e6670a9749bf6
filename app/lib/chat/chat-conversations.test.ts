import { expect, it } from 'vitest';
import type { ChatMessage, ChatWindow } from '../../../common/chat/chat-protocol.ts';
import { mergeConversations } from './chat-conversations.ts';

function conversation(id: string, lastAt: string | null, unread = 0): ChatWindow {
  const person = { id: 'p', name: 'P', slug: 'p', avatar: null, created_at: '2026-01-01' };
  return {
    chatWindowId: id,
    user: person,
    user_seller: person,
    user_buyer: person,
    user_type: 'seller',
    classified: { slug: 'ad', title: 'Ad', cover: null },
    unread,
    lastMessage: lastAt ? ({ id: `m-${id}`, createdAt: lastAt } as ChatMessage) : null,
    blocked: false,
  };
}

it('keeps a conversation the socket brought while the list was on its way', () => {
  const fetched = [conversation('old', '2026-11-23T10:00:00Z')];
  const live = [conversation('new', '2026-11-23T10:05:00Z', 1)];
  const merged = mergeConversations(fetched, live);
  expect(merged.map((item) => item.chatWindowId)).toEqual(['new', 'old']);
  expect(merged[0]?.unread).toBe(1);
});

it('keeps the newer of two copies of a conversation', () => {
  const fetched = [conversation('a', '2026-11-23T10:00:00Z', 1), conversation('b', '2026-11-23T09:00:00Z')];
  const live = [conversation('a', '2026-11-23T09:00:00Z', 0), conversation('b', '2026-11-23T11:00:00Z', 2)];
  const merged = mergeConversations(fetched, live);
  expect(merged.map((item) => [item.chatWindowId, item.unread])).toEqual([
    ['b', 2],
    ['a', 1],
  ]);
});
