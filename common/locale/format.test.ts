import { describe, expect, test } from 'vitest';
import { formatDate, formatMetres, formatPrice, formatTime } from './format.ts';

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

  test('writes a height in metres with two decimals the way each locale does, again and again', () => {
    expect(formatMetres('es', 165)).toBe('1,65 m');
    expect(formatMetres('en', 165)).toBe('1.65 m');
    expect(formatMetres('ca', 158)).toBe('1,58 m');
    expect(formatMetres('pt', 170)).toBe('1,70 m');
    expect(formatMetres('es', 152)).toBe('1,52 m');
  });
});
