import { describe, expect, it } from 'vitest';
import {
  enqueueMessage,
  nextQueuedMessage,
  parseOutbox,
  type QueuedMessage,
  queuedFor,
  settleMessage,
} from './chat-outbox.ts';

const item = (clientId: string, chatWindowId = 'w1'): QueuedMessage => ({
  clientId,
  chatWindowId,
  message: `message ${clientId}`,
  queuedAt: '2026-11-23T10:00:00.000Z',
});

describe('chat outbox', () => {
  it('sends in the order the messages were typed', () => {
    const queue = [item('a'), item('b'), item('c')].reduce(enqueueMessage, [] as QueuedMessage[]);
    expect(nextQueuedMessage(queue)?.clientId).toBe('a');
    expect(nextQueuedMessage(settleMessage(queue, 'a'))?.clientId).toBe('b');
    expect(settleMessage(settleMessage(settleMessage(queue, 'a'), 'b'), 'c')).toEqual([]);
  });

  it('never queues the same client id twice', () => {
    const queue = [item('a'), item('b'), item('a')].reduce(enqueueMessage, [] as QueuedMessage[]);
    expect(queue.map((queued) => queued.clientId)).toEqual(['a', 'b']);
  });

  it('keeps the order when an acknowledgement arrives for a later message first', () => {
    const queue = [item('a'), item('b'), item('c')].reduce(enqueueMessage, [] as QueuedMessage[]);
    expect(settleMessage(queue, 'b').map((queued) => queued.clientId)).toEqual(['a', 'c']);
  });

  it('lists one conversation’s queued messages', () => {
    const queue = [item('a', 'w1'), item('b', 'w2'), item('c', 'w1')].reduce(enqueueMessage, [] as QueuedMessage[]);
    expect(queuedFor(queue, 'w1').map((queued) => queued.clientId)).toEqual(['a', 'c']);
  });

  it('survives a reload through storage and drops anything malformed', () => {
    const queue = [item('a'), item('b')];
    expect(parseOutbox(JSON.stringify(queue))).toEqual(queue);
    expect(parseOutbox(JSON.stringify([item('a'), { clientId: 3 }, item('a'), item('b')]))).toEqual(queue);
    expect(parseOutbox('not json')).toEqual([]);
    expect(parseOutbox('{"a":1}')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
  });
});
