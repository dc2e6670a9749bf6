import type { ChatMessage, ChatParticipant } from '../../common/chat/chat-protocol.ts';
import type { ChatRole, chatMessages } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-url.ts';

export interface ParticipantRow {
  id: string;
  name: string;
  slug: string;
  avatarKey: string | null;
  createdAt: Date;
}

type MessageRow = typeof chatMessages.$inferSelect;

/** Spec §3 Chat participant. */
export function viewParticipant(user: ParticipantRow): ChatParticipant {
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    avatar: mediaUrl(user.avatarKey),
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * Spec §3 Chat message. The stored markers belong to the recipient (the side that did not write
 * it): a seller's message carries `delivery_by_user_buyer` / `vu_by_user_buyer`, and the reverse.
 */
export function viewMessage(
  row: MessageRow,
  participants: { seller: ChatParticipant; buyer: ChatParticipant },
): ChatMessage {
  const bySeller = row.senderRole === 'seller';
  const delivery = row.deliveredAt?.toISOString() ?? null;
  const vu = row.seenAt?.toISOString() ?? null;
  return {
    id: row.id,
    clientId: row.clientId,
    chatWindowId: row.conversationId,
    message: row.body,
    createdAt: row.createdAt.toISOString(),
    user_type: row.senderRole,
    by_user_seller: bySeller,
    by_user_buyer: !bySeller,
    user_seller: participants.seller,
    user_buyer: participants.buyer,
    delivery_by_user_buyer: bySeller ? delivery : null,
    delivery_by_user_seller: bySeller ? null : delivery,
    vu_by_user_buyer: bySeller ? vu : null,
    vu_by_user_seller: bySeller ? null : vu,
    scam_warning: row.scamWarning,
  };
}

export function otherRole(role: ChatRole): ChatRole {
  return role === 'buyer' ? 'seller' : 'buyer';
}
