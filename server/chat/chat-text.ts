import { CHAT_MESSAGE_MAX_LENGTH } from './chat-protocol.ts';

export type ChatTextResult = { ok: true; text: string } | { ok: false; error: 'empty' | 'too_long' };

/**
 * A chat message as stored (spec §5: trimmed, empty ignored): line ends made `\n`, control
 * characters other than tab and newline removed, then trimmed. The length limit counts characters
 * (code points), not UTF-16 units, so an emoji counts once.
 */
export function normaliseChatText(input: string): ChatTextResult {
  const text = input
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();
  if (text.length === 0) return { ok: false, error: 'empty' };
  if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, error: 'too_long' };
  return { ok: true, text };
}
