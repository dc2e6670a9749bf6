import { describe, expect, it } from 'vitest';
import { formatMessageDate, formatMessageTime } from './message-time.ts';

describe('message date and time', () => {
  it('writes DD/MM/YYYY and HH:mm on the reader’s clock', () => {
    const iso = '2026-03-05T23:07:00Z';
    expect(formatMessageDate(iso, 'es-ES', 'Europe/Madrid')).toBe('06/03/2026');
    expect(formatMessageTime(iso, 'es-ES', 'Europe/Madrid')).toBe('00:07');
    expect(formatMessageDate(iso, 'pt-PT', 'Europe/Lisbon')).toBe('05/03/2026');
    expect(formatMessageTime(iso, 'pt-PT', 'Europe/Lisbon')).toBe('23:07');
  });

  it('uses the same format in every locale, with a 24-hour clock', () => {
    const iso = '2026-11-23T14:05:00Z';
    for (const locale of ['es-ES', 'en-GB', 'ca-ES', 'pt-PT', 'en-US']) {
      expect(formatMessageDate(iso, locale, 'UTC')).toBe('23/11/2026');
      expect(formatMessageTime(iso, locale, 'UTC')).toBe('14:05');
    }
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatMessageTime('2026-01-01T00:00:00Z', 'en-US', 'UTC')).toBe('00:00');
  });
});
