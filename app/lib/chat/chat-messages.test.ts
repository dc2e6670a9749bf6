import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatParticipant } from '../../../common/chat/chat-protocol.ts';
import { applyReceipt, deliveryMarker, latestFromOther, mergeMessages } from './chat-messages.ts';

const person = (id: string): ChatParticipant => ({ id, name: id, slug: id, avatar: null, created_at: '2026-01-01' });

function message(id: string, by: 'buyer' | 'seller', createdAt: string, marks: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    clientId: `c-${id}`,
    chatWindowId: 'w1',
    message: `text ${id}`,
    createdAt,
    user_type: by,
    by_user_seller: by === 'seller',
    by_user_buyer: by === 'buyer',
    user_seller: person('seller'),
    user_buyer: person('buyer'),
    delivery_by_user_buyer: null,
    delivery_by_user_seller: null,
    vu_by_user_buyer: null,
    vu_by_user_seller: null,
    scam_warning: false,
    ...marks,
  };
}

describe('delivery markers', () => {
  it('shows no marker, then delivery, then read on the reader’s own messages', () => {
    const sent = message('1', 'buyer', '2026-11-23T10:00:00Z');
    expect(deliveryMarker(sent, 'buyer')).toBeNull();
    const delivered = { ...sent, delivery_by_user_seller: '2026-11-23T10:00:01Z' };
    expect(deliveryMarker(delivered, 'buyer')).toBe('delivery');
    expect(deliveryMarker({ ...delivered, vu_by_user_seller: '2026-11-23T10:00:05Z' }, 'buyer')).toBe('read');
  });

  it('shows no marker on the other side’s messages, nor for the reader’s own receipts', () => {
    const fromSeller = message('1', 'seller', '2026-11-23T10:00:00Z', { vu_by_user_buyer: '2026-11-23T10:00:05Z' });
    expect(deliveryMarker(fromSeller, 'buyer')).toBeNull();
    expect(deliveryMarker(fromSeller, 'seller')).toBe('read');
  });

  it('applies a receipt to the reader’s messages named in it', () => {
    const list = [message('1', 'buyer', '2026-11-23T10:00:00Z'), message('2', 'buyer', '2026-11-23T10:01:00Z')];
    const delivered = applyReceipt(list, { messageIds: ['1'], delivery: '2026-11-23T10:02:00Z' }, 'buyer');
    expect(delivered.map((item) => deliveryMarker(item, 'buyer'))).toEqual(['delivery', null]);
    const read = applyReceipt(delivered, { messageIds: ['1', '2'], vu: '2026-11-23T10:03:00Z' }, 'buyer');
    expect(read.map((item) => deliveryMarker(item, 'buyer'))).toEqual(['read', 'read']);
    expect(read[0]?.delivery_by_user_seller).toBe('2026-11-23T10:02:00Z');
  });
});

describe('mergeMessages', () => {
  it('keeps one copy of a message that arrives twice, oldest first', () => {
    const a = message('a', 'buyer', '2026-11-23T10:00:00Z');
    const b = message('b', 'seller', '2026-11-23T10:01:00Z');
    const c = message('c', 'buyer', '2026-11-23T10:02:00Z');
    expect(mergeMessages([b], [c, a, b]).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('never takes a receipt back when an older copy arrives later', () => {
    const read = message('a', 'buyer', '2026-11-23T10:00:00Z', { vu_by_user_seller: '2026-11-23T10:05:00Z' });
    const stale = message('a', 'buyer', '2026-11-23T10:00:00Z');
    expect(deliveryMarker(mergeMessages([read], [stale])[0] as ChatMessage, 'buyer')).toBe('read');
  });

  it('finds the newest message from the other side', () => {
    const list = [
      message('a', 'seller', '2026-11-23T10:00:00Z'),
      message('b', 'seller', '2026-11-23T10:01:00Z'),
      message('c', 'buyer', '2026-11-23T10:02:00Z'),
    ];
    expect(latestFromOther(list, 'buyer')?.id).toBe('b');
    expect(latestFromOther(list, 'seller')?.id).toBe('c');
  });
});
