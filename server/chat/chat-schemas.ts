import { z } from 'zod';
import { CHAT_CLIENT_ID_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, CHAT_REPORT_MAX_LENGTH } from './chat-protocol.ts';

/** Payloads the browser sends over the socket and the JSON API, checked before any domain call. */
const id = z.string().min(1).max(64);

export const sendPayload = z.object({
  chatWindowId: id,
  clientId: z.string().min(1).max(CHAT_CLIENT_ID_MAX_LENGTH),
  // Generous before trimming and control characters are removed; the real limit is checked after.
  message: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 4),
});

export const typingPayload = z.object({ chatWindowId: id });

export const receiptPayload = z.object({ chatWindowId: id, upTo: id });

export const syncPayload = z.object({ since: z.iso.datetime({ offset: true }) });

export const openWindowBody = z.object({ classified: z.string().min(1).max(200) });

export const reportBody = z.object({ reason: z.string().max(CHAT_REPORT_MAX_LENGTH).optional() }).optional();
