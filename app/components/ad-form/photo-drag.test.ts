import { describe, expect, it } from 'vitest';
import { dropIndex, edgeScrollSpeed, placeDuringDrag, type Slot } from './photo-drag.ts';

/** Two columns of 160 × 200 tiles with 16 px gaps, like the phone's grid. */
const grid: Slot[] = Array.from({ length: 5 }, (_, index) => ({
  left: (index % 2) * 176,
  top: Math.floor(index / 2) * 216,
  width: 160,
  height: 200,
}));

describe('dropIndex', () => {
  it('is the place under the pointer', () => {
    expect(dropIndex({ x: 80, y: 100 }, grid)).toBe(0);
    expect(dropIndex({ x: 260, y: 100 }, grid)).toBe(1);
    expect(dropIndex({ x: 20, y: 300 }, grid)).toBe(2);
  });

  it('is the nearest place when the pointer is in a gap or past the last tile', () => {
    expect(dropIndex({ x: 168, y: 330 }, grid)).toBe(2);
    expect(dropIndex({ x: 400, y: 900 }, grid)).toBe(4);
    expect(dropIndex({ x: -50, y: -50 }, grid)).toBe(0);
  });
});

describe('placeDuringDrag', () => {
  it('moves the tiles between the two places one step towards the gap', () => {
    // The third photo held over the first place: the first two move one place on.
    expect([0, 1, 2, 3].map((index) => placeDuringDrag(index, 2, 0))).toEqual([1, 2, 0, 3]);
    // The first photo held over the third place: the next two move one place back.
    expect([0, 1, 2, 3].map((index) => placeDuringDrag(index, 0, 2))).toEqual([2, 0, 1, 3]);
  });

  it('leaves every tile in place while the photo is held over its own place', () => {
    expect([0, 1, 2].map((index) => placeDuringDrag(index, 1, 1))).toEqual([0, 1, 2]);
  });
});

describe('edgeScrollSpeed', () => {
  it('scrolls up near the top and down near the bottom, faster closer to the edge', () => {
    expect(edgeScrollSpeed(400, 800)).toBe(0);
    expect(edgeScrollSpeed(60, 800)).toBeLessThan(0);
    expect(edgeScrollSpeed(0, 800)).toBe(-14);
    expect(edgeScrollSpeed(760, 800)).toBeGreaterThan(0);
    expect(edgeScrollSpeed(800, 800)).toBe(14);
    expect(edgeScrollSpeed(790, 800)).toBeGreaterThan(edgeScrollSpeed(760, 800));
  });
});
