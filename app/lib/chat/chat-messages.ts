import type { ChatMessage } from '../../../common/chat/chat-protocol.ts';

export type ChatRole = 'seller' | 'buyer';
/** Spec §4 message delivery: an own message shows no marker, then 'delivery', then 'read'. */
export type DeliveryMarker = 'delivery' | 'read' | null;

function otherRole(role: ChatRole): ChatRole {
  return role === 'buyer' ? 'seller' : 'buyer';
}

export function isOwnMessage(message: ChatMessage, readerRole: ChatRole): boolean {
  return message.user_type === readerRole;
}

export function deliveryMarker(message: ChatMessage, readerRole: ChatRole): DeliveryMarker {
  if (!isOwnMessage(message, readerRole)) return null;
  const other = otherRole(readerRole);
  if (message[`vu_by_user_${other}`]) return 'read';
  if (message[`delivery_by_user_${other}`]) return 'delivery';
  return null;
}

function order(a: ChatMessage, b: ChatMessage): number {
  return a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1;
}

/**
 * Adds messages (a page, a live one, a reconnect's catch-up) to a conversation's list: one entry
 * per message however often it arrives, the newer copy winning (it may carry a receipt), oldest first.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of list) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? keepMarkers(known, message) : message);
  }
  return [...byId.values()].sort(order);
}

/** A copy never takes a receipt back: a marker once set stays set. */
function keepMarkers(known: ChatMessage, next: ChatMessage): ChatMessage {
  return {
    ...next,
    delivery_by_user_buyer: next.delivery_by_user_buyer ?? known.delivery_by_user_buyer,
    delivery_by_user_seller: next.delivery_by_user_seller ?? known.delivery_by_user_seller,
    vu_by_user_buyer: next.vu_by_user_buyer ?? known.vu_by_user_buyer,
    vu_by_user_seller: next.vu_by_user_seller ?? known.vu_by_user_seller,
  };
}

/** A receipt from the server: the other side received (or saw) these of the reader's messages. */
export function applyReceipt(
  list: readonly ChatMessage[],
  receipt: { messageIds: readonly string[]; delivery?: string; vu?: string },
  readerRole: ChatRole,
): ChatMessage[] {
  const ids = new Set(receipt.messageIds);
  const other = otherRole(readerRole);
  return list.map((message) => {
    if (!ids.has(message.id)) return message;
    const delivery = message[`delivery_by_user_${other}`] ?? receipt.delivery ?? receipt.vu ?? null;
    const vu = message[`vu_by_user_${other}`] ?? receipt.vu ?? null;
    return { ...message, [`delivery_by_user_${other}`]: delivery, [`vu_by_user_${other}`]: vu };
  });
}

/** The newest message the other side wrote: what 'delivered' and 'seen' acknowledge up to. */
export function latestFromOther(list: readonly ChatMessage[], readerRole: ChatRole): ChatMessage | undefined {
  return list.findLast((message) => !isOwnMessage(message, readerRole));
}
