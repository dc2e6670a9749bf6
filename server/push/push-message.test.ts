import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../notifications/notification-view.ts';
import { chatMessagePush, isPushedNotification, notificationPush } from './push-message.ts';

function row(type: NotificationRow['type'], content: string, data: Record<string, unknown>): NotificationRow {
  return { id: 'n1', userId: 'u1', type, content, data, seenAt: null, createdAt: new Date('2026-11-28T08:00:00Z') };
}

describe('push messages', () => {
  it('pushes visits, moderation results and saved-search alerts, not favourites nor ratings', () => {
    for (const type of ['visit_requested', 'visit_confirmed', 'classified_refused', 'saved_search_alert'] as const) {
      expect(isPushedNotification(type), type).toBe(true);
    }
    for (const type of ['favourite', 'rating', 'favourite_price_dropped'] as const) {
      expect(isPushedNotification(type), type).toBe(false);
    }
  });

  it('says a visit request in each language and opens the notification, which leads to its page', () => {
    const messages = notificationPush(
      row('visit_requested', 'visits.notice.requested', {
        classified: { slug: 'yegua', title: 'Yegua torda' },
        user: { name: 'Ana' },
        when: '3/12 10:00',
        link: '/user/visits',
      }),
    );
    expect(messages.en.title).toBe('Visits on Galope');
    expect(messages.en.body).toContain('Ana');
    expect(messages.en.url).toBe('/en/user/notifications/n1');
    expect(messages.es.url).toBe('/user/notifications/n1');
    expect(messages.ca.title).toBe('Visites a Galope');
    expect(messages.pt.lang).toBe('pt');
  });

  it('shortens a long chat message and keeps one notification per conversation', () => {
    const messages = chatMessagePush({ conversationId: 'c1', senderName: 'Rocío', text: `${'a '.repeat(200)}end` });
    expect(messages.es.title).toBe('Nuevo mensaje de Rocío');
    expect(messages.es.body.length).toBe(180);
    expect(messages.es.body.endsWith('…')).toBe(true);
    expect(messages.en.tag).toBe('chat-c1');
    expect(messages.pt.url).toBe('/pt/user/messages/c1');
  });
});
