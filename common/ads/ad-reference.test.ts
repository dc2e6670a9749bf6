import { describe, expect, it } from 'vitest';
import { adReference } from './ad-reference.ts';

describe('adReference', () => {
  it('is the address tail in capitals', () => {
    expect(adReference('potro-pre-isabelo-de-4-anos-carmona-cmgt5e')).toBe('CMGT5E');
  });

  it('is the tail of an address made of the tail alone', () => {
    expect(adReference('ad-k3x9qa')).toBe('K3X9QA');
  });
});
