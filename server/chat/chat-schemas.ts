import { z } from 'zod';
import {
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPORT_MAX_LENGTH,
} from '../../common/chat/chat-protocol.ts';
import { textField } from '../../common/validation/text-input.ts';

/** Payloads the browser sends over the socket and the JSON API, checked before any domain call. */
const id = textField('line').min(1).max(64);

export const sendPayload = z.object({
  chatWindowId: id,
  clientId: textField('line').min(1).max(CHAT_CLIENT_ID_MAX_LENGTH),
  // Generous before trimming; the real limit, and the refusal of control characters with its own
  // error, come after (chat-text.ts).
  message: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 4),
});

export const typingPayload = z.object({ chatWindowId: id });

export const receiptPayload = z.object({ chatWindowId: id, upTo: id });

export const syncPayload = z.object({ since: z.iso.datetime({ offset: true }) });

export const openWindowBody = z.object({ classified: textField('line').min(1).max(200) });

export const reportBody = z.object({ reason: textField('lines').max(CHAT_REPORT_MAX_LENGTH).optional() }).optional();
