import { describe, expect, test } from 'vitest';
import { adState, isOwnerIntent, ownerSwitches } from './ad-state.ts';

const approved = { status: 'approved' as const, active: true, isPublic: true, sold: false };

describe('adState', () => {
  test('a public ad has no banner', () => {
    expect(adState(approved)).toBeNull();
  });

  test('names the review states and why an approved ad is not public', () => {
    expect(adState({ ...approved, status: 'draft', isPublic: false })).toBe('draft');
    expect(adState({ ...approved, status: 'pending', isPublic: false })).toBe('pending');
    expect(adState({ ...approved, status: 'refused', isPublic: false })).toBe('refused');
    expect(adState({ ...approved, active: false, isPublic: false })).toBe('hidden');
    expect(adState({ ...approved, isPublic: false })).toBe('expired');
  });
});

describe('ownerSwitches', () => {
  test('a visible ad can be hidden and sold, a sold one made available again', () => {
    expect(ownerSwitches(approved)).toEqual(['hide', 'sold']);
    expect(ownerSwitches({ ...approved, sold: true })).toEqual(['hide', 'unsold']);
    expect(ownerSwitches({ ...approved, badge: 'ad.reserved' })).toEqual(['hide', 'unreserve', 'sold']);
  });

  test('a hidden or expired ad can be activated', () => {
    expect(ownerSwitches({ ...approved, active: false, isPublic: false })).toEqual(['activate', 'sold']);
    expect(ownerSwitches({ ...approved, isPublic: false })).toEqual(['activate', 'sold']);
  });

  test('an ad still in review offers no switch', () => {
    expect(ownerSwitches({ ...approved, status: 'pending', isPublic: false })).toEqual([]);
  });

  test('only the known intents are accepted', () => {
    expect(isOwnerIntent('delete')).toBe(true);
    expect(isOwnerIntent('approve')).toBe(false);
    expect(isOwnerIntent(null)).toBe(false);
  });
});
