import { describe, expect, it } from 'vitest';
import { ANY_LISTING, listingTag, parsePageChange, UNTAGGED } from './page-tags.ts';

describe('page tags', () => {
  it('tags a listing with its narrowest scope, and a radius or no scope with every listing', () => {
    expect(listingTag({ subcategoryKey: 'sport_horses', categoryKey: 'horses', provinceId: '41' })).toBe(
      'list:sub:sport_horses',
    );
    expect(listingTag({ categoryKey: 'horses', provinceId: '41' })).toBe('list:province:41');
    expect(listingTag({ categoryKey: 'horses', countryCode: 'ES' })).toBe('list:cat:horses');
    expect(listingTag({ communityId: 'AN', countryCode: 'ES' })).toBe('list:community:AN');
    expect(listingTag({ countryCode: 'PT' })).toBe('list:country:PT');
    expect(listingTag({ provinceId: '41', radiusKm: 50 })).toBe(ANY_LISTING);
    expect(listingTag({})).toBe(ANY_LISTING);
  });

  it('reads a notice: ads to drop, their scopes and every listing to mark stale; anything else is everything', () => {
    expect(parsePageChange('ad:1 cat:horses province:41')).toEqual({
      everything: false,
      drop: [UNTAGGED, 'ad:1'],
      stale: [ANY_LISTING, 'list:cat:horses', 'list:province:41'],
    });
    expect(parsePageChange('')).toEqual({ everything: true });
    expect(parsePageChange('*')).toEqual({ everything: true });
    expect(parsePageChange('ad:1 town:7')).toEqual({ everything: true });
  });
});
