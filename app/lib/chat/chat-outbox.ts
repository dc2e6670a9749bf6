/**
 * Messages typed but not yet acknowledged by the server (spec §4, issue 7: never lose a message).
 * Each has the client id the server deduplicates on, so sending one again after a reconnect
 * never stores it twice. The queue is sent strictly in order, one at a time, and kept in the
 * tab's storage so a reload does not lose what was typed.
 */
export interface QueuedMessage {
  clientId: string;
  chatWindowId: string;
  message: string;
  /** ISO 8601, when it was typed: shown beside the message until the server's time replaces it. */
  queuedAt: string;
}

/** Adds a message at the end, unless one with its client id is queued already. */
export function enqueueMessage(queue: readonly QueuedMessage[], item: QueuedMessage): QueuedMessage[] {
  return queue.some((queued) => queued.clientId === item.clientId) ? [...queue] : [...queue, item];
}

/** Drops the message the server acknowledged (or refused for good). */
export function settleMessage(queue: readonly QueuedMessage[], clientId: string): QueuedMessage[] {
  return queue.filter((queued) => queued.clientId !== clientId);
}

/** What goes next: always the oldest, so the other side reads them in the order they were typed. */
export function nextQueuedMessage(queue: readonly QueuedMessage[]): QueuedMessage | undefined {
  return queue[0];
}

export function queuedFor(queue: readonly QueuedMessage[], chatWindowId: string): QueuedMessage[] {
  return queue.filter((queued) => queued.chatWindowId === chatWindowId);
}

/** Where a user's queue is kept in the tab (per user: another account in the same tab never sends it). */
export function outboxStorageKey(userId: string): string {
  return `galope:chat-outbox:${userId}`;
}

/** Reads a stored queue; anything malformed is dropped rather than sent. */
export function parseOutbox(raw: string | null): QueuedMessage[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isQueuedMessage).reduce<QueuedMessage[]>(enqueueMessage, []);
}

function isQueuedMessage(value: unknown): value is QueuedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.clientId === 'string' &&
    typeof item.chatWindowId === 'string' &&
    typeof item.message === 'string' &&
    typeof item.queuedAt === 'string'
  );
}
