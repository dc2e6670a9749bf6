import { CHAT_MESSAGE_MAX_LENGTH } from '../../common/chat/chat-protocol.ts';
import { isCleanText } from '../../common/validation/text-input.ts';

export type ChatTextResult = { ok: true; text: string } | { ok: false; error: 'empty' | 'too_long' | 'invalid_text' };

/**
 * A chat message as stored (spec §5: trimmed, empty ignored): line ends made `\n`, then trimmed.
 * A control character other than tab and newline, or a lone surrogate, refuses the message
 * (common/validation/text-input.ts): the sender sees why, with the text kept to correct. The
 * length limit counts characters (code points), not UTF-16 units, so an emoji counts once.
 */
export function normaliseChatText(input: string): ChatTextResult {
  if (!isCleanText(input, 'lines')) return { ok: false, error: 'invalid_text' };
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) return { ok: false, error: 'empty' };
  if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, error: 'too_long' };
  return { ok: true, text };
}
