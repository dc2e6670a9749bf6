import { TYPING_INDICATOR_MAX_MS } from '../../../common/chat/chat-protocol.ts';

/** How often a typist's browser tells the other side, at most: well inside the indicator's 2000 ms. */
const TYPING_SEND_INTERVAL_MS = 1000;

export function shouldSendTyping(lastSentAt: number | undefined, now: number): boolean {
  return lastSentAt === undefined || now - lastSentAt >= TYPING_SEND_INTERVAL_MS;
}

/** When the indicator disappears if no new typing notice arrives (spec §9: at most 2000 ms). */
export function typingHiddenAt(receivedAt: number): number {
  return receivedAt + TYPING_INDICATOR_MAX_MS;
}
