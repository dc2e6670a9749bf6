import { describe, expect, test } from 'vitest';
import { visitTimeZone, wallTime, zonedInstant } from './visit-time.ts';

describe('visitTimeZone', () => {
  test('mainland Spain and Portugal, and the islands with their own clocks', () => {
    expect(visitTimeZone({ countryCode: 'ES', communityId: 'ES.51' })).toBe('Europe/Madrid');
    expect(visitTimeZone({ countryCode: 'ES', communityId: 'ES.53' })).toBe('Atlantic/Canary');
    expect(visitTimeZone({ countryCode: 'PT', communityId: 'PT.09' })).toBe('Europe/Lisbon');
    expect(visitTimeZone({ countryCode: 'PT', communityId: 'PT.23' })).toBe('Atlantic/Azores');
    expect(visitTimeZone({ countryCode: 'PT', communityId: 'PT.10' })).toBe('Atlantic/Madeira');
    expect(visitTimeZone({ countryCode: 'ES', communityId: null })).toBe('Europe/Madrid');
  });
});

describe('zonedInstant', () => {
  test('winter and summer time in Madrid', () => {
    expect(zonedInstant('2026-12-02', '10:00', 'Europe/Madrid')?.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(zonedInstant('2026-07-15', '10:00', 'Europe/Madrid')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  test('Lisbon and the Canaries are an hour behind Madrid', () => {
    expect(zonedInstant('2026-12-02', '10:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(zonedInstant('2026-07-15', '10:00', 'Atlantic/Canary')?.toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  test('a time the spring change skips does not exist', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Madrid')).toBeNull();
    expect(zonedInstant('2026-03-29', '03:00', 'Europe/Madrid')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  test('a time shown twice in autumn is its first showing', () => {
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Madrid')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  test('a malformed day or time is refused', () => {
    expect(zonedInstant('2026-13-40', '10:00', 'Europe/Madrid')).toBeNull();
    expect(zonedInstant('2026-12-02', '25:00', 'Europe/Madrid')).toBeNull();
  });
});

describe('wallTime', () => {
  test('reads an instant back on the zone clock', () => {
    expect(wallTime(new Date('2026-07-15T08:00:00Z'), 'Europe/Madrid')).toEqual({ day: '2026-07-15', time: '10:00' });
    expect(wallTime(new Date('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toEqual({ day: '2027-01-01', time: '00:30' });
  });
});
