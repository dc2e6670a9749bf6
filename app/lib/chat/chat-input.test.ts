import { describe, expect, it } from 'vitest';
import { chatKeyAction, chatTextToSend } from './chat-input.ts';

describe('chat input', () => {
  it('sends on Enter and starts a new line on Shift+Enter', () => {
    expect(chatKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(chatKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(chatKeyAction({ key: 'a', shiftKey: false })).toBeNull();
  });

  it('does not send while an input method is composing', () => {
    expect(chatKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBeNull();
  });

  it('trims the text and ignores it when empty', () => {
    expect(chatTextToSend('  Hola, ¿sigue disponible?\n')).toBe('Hola, ¿sigue disponible?');
    expect(chatTextToSend('line one\nline two')).toBe('line one\nline two');
    expect(chatTextToSend('   \n\t ')).toBeNull();
    expect(chatTextToSend('')).toBeNull();
  });
});
