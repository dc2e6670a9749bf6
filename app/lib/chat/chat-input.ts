/** Spec §5 chat input: Enter sends, Shift+Enter starts a new line; the text is trimmed and empty text ignored. */
export type ChatKeyAction = 'send' | 'newline' | null;

export function chatKeyAction(key: { key: string; shiftKey: boolean; isComposing?: boolean }): ChatKeyAction {
  // Enter that confirms an input method's composition (Japanese, Chinese…) is not a send.
  if (key.key !== 'Enter' || key.isComposing) return null;
  return key.shiftKey ? 'newline' : 'send';
}

/** The text to send, or null when there is nothing but spaces and line breaks. */
export function chatTextToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
