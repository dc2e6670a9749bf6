import { describe, expect, test } from 'vitest';
import { AREA_RADIUS_M, approximateArea } from './approximate-area.ts';

/** Great-circle distance in metres. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * radians) / 2) ** 2 +
    Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(((b.lng - a.lng) * radians) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** A fixed pseudo-random sequence: the same points on every run. */
function* points(count: number, box: { lat: [number, number]; lng: [number, number] }) {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let index = 0; index < count; index++) {
    yield {
      lat: box.lat[0] + next() * (box.lat[1] - box.lat[0]),
      lng: box.lng[0] + next() * (box.lng[1] - box.lng[0]),
    };
  }
}

describe('the public area of an ad', () => {
  test('always holds the real point, within its 1.5 km circle', () => {
    for (const point of points(20_000, { lat: [27, 44], lng: [-18.5, 4.5] })) {
      const area = approximateArea(point);
      expect(area.radiusM).toBe(AREA_RADIUS_M);
      expect(metres(point, area)).toBeLessThanOrEqual(AREA_RADIUS_M);
    }
  });

  test('never is the real point, and says nothing finer than its ~2 km cell', () => {
    const stable = { lat: 41.98765, lng: 2.81234 };
    const area = approximateArea(stable);
    expect(area).not.toMatchObject({ lat: stable.lat, lng: stable.lng });
    // A few hundred metres away, in the same cell: the very same answer.
    const cellMates = [0, 1, 2, 3].map((step) => ({ lat: area.lat - 0.005 + step * 0.003, lng: area.lng + 0.004 }));
    for (const mate of cellMates) expect(approximateArea(mate)).toEqual(area);
  });

  test('is the same on every call (no randomness a visitor could average away)', () => {
    const point = { lat: 37.1773, lng: -5.7828 };
    expect(approximateArea(point)).toEqual(approximateArea({ ...point }));
  });

  test('works on both sides of the equator and the Greenwich meridian', () => {
    for (const point of points(2_000, { lat: [-60, 60], lng: [-10, 10] })) {
      expect(metres(point, approximateArea(point))).toBeLessThanOrEqual(AREA_RADIUS_M);
    }
  });
});
