import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../common/geo/great-circle.ts';
import { boundingBox } from './search-radius.ts';

const madrid = { lat: 40.4165, lng: -3.70256 };
const barcelona = { lat: 41.38879, lng: 2.15899 };

describe('haversineKm', () => {
  it('gives the known great-circle distances', () => {
    expect(haversineKm(madrid, barcelona)).toBeCloseTo(505, -1);
    expect(haversineKm(madrid, madrid)).toBe(0);
    // A degree of latitude is about 111.2 km everywhere.
    expect(haversineKm({ lat: 40, lng: 0 }, { lat: 41, lng: 0 })).toBeCloseTo(111.2, 0);
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle, even towards the pole', () => {
    for (const km of [5, 25, 200]) {
      const box = boundingBox(madrid, km);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // A point at `km` along the bearing, by the spherical destination formula.
        const radians = Math.PI / 180;
        const angular = km / 6371.0088;
        const lat1 = madrid.lat * radians;
        const lat2 = Math.asin(
          Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing * radians),
        );
        const lng2 =
          madrid.lng * radians +
          Math.atan2(
            Math.sin(bearing * radians) * Math.sin(angular) * Math.cos(lat1),
            Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
          );
        expect(lat2 / radians).toBeGreaterThanOrEqual(box.minLat);
        expect(lat2 / radians).toBeLessThanOrEqual(box.maxLat);
        expect(lng2 / radians).toBeGreaterThanOrEqual(box.minLng);
        expect(lng2 / radians).toBeLessThanOrEqual(box.maxLng);
      }
    }
  });
});
