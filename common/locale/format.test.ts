import { describe, expect, test } from 'vitest';
import { formatDate, formatPrice, formatTime } from './format.ts';

describe('formatting', () => {
  test('writes euros the way each locale does', () => {
    expect(formatPrice('es', 12500)).toBe('12.500\u00a0€');
    expect(formatPrice('ca', 12500)).toBe('12.500\u00a0€');
    expect(formatPrice('pt', 12500)).toMatch(/^12\s500\s€$/);
    expect(formatPrice('en', 12500)).toBe('€12,500');
    expect(formatPrice('es', 99.5)).toBe('99,50\u00a0€');
  });

  test('writes dates as DD/MM/YYYY and times as HH:mm in Madrid time', () => {
    const date = new Date('2026-03-07T21:05:00Z');
    expect(formatDate(date)).toBe('07/03/2026');
    expect(formatTime(date)).toBe('22:05');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
  });
});
