import { describe, expect, test } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../common/chat/chat-protocol.ts';
import { normaliseChatText } from './chat-text.ts';

describe('a chat message text', () => {
  test('is trimmed, and empty or blank text is refused as empty', () => {
    expect(normaliseChatText('  Hola, ¿sigue disponible?  \n')).toEqual({ ok: true, text: 'Hola, ¿sigue disponible?' });
    expect(normaliseChatText('')).toEqual({ ok: false, error: 'empty' });
    expect(normaliseChatText(' \n\t \r\n ')).toEqual({ ok: false, error: 'empty' });
  });

  test('keeps inner new lines and tabs, makes CRLF a newline', () => {
    expect(normaliseChatText('Línea 1\r\nLínea\t2')).toEqual({ ok: true, text: 'Línea 1\nLínea\t2' });
  });

  test('refuses NUL, other control characters and a lone surrogate, not silently drops them', () => {
    expect(normaliseChatText('Línea 1\r\nLínea 2\u0007')).toEqual({ ok: false, error: 'invalid_text' });
    expect(normaliseChatText('Hola\u0000')).toEqual({ ok: false, error: 'invalid_text' });
    expect(normaliseChatText('\u0000\u001b')).toEqual({ ok: false, error: 'invalid_text' });
    expect(normaliseChatText('Hola \ud83d')).toEqual({ ok: false, error: 'invalid_text' });
  });

  test('counts characters, not UTF-16 units, against the length limit', () => {
    expect(normaliseChatText('🐴'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(normaliseChatText('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toEqual({ ok: false, error: 'too_long' });
  });
});
