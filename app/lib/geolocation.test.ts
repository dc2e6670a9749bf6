import { describe, expect, it } from 'vitest';
import en from '../../server/locale/messages/en.json' with { type: 'json' };
import { GEOLOCATION_OPTIONS, geolocationErrorKey } from './geolocation.ts';

describe('geolocation (spec §8, §9)', () => {
  it('asks with timeout 15000 ms, maximum age 10000 ms and high accuracy', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ timeout: 15000, maximumAge: 10000, enableHighAccuracy: true });
  });
  it.each([
    [1, 'User denied the request for geolocation.'],
    [2, 'Location information is unavailable.'],
    [3, 'The request to get user location timed out.'],
    [0, 'An unknown error occurred.'],
    [99, 'An unknown error occurred.'],
  ])('code %i reads "%s"', (code, text) => {
    expect((en as Record<string, string>)[geolocationErrorKey(code)]).toBe(text);
  });
});
