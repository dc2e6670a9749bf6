import { expect, test } from 'vitest';
import { findNearestTown } from './nearest-town.ts';

test('the nearest town to Puerta del Sol is Madrid, in Madrid province', () => {
  const nearest = findNearestTown({ lat: 40.4169, lng: -3.7035 });
  expect(nearest?.town.name).toBe('Madrid');
  expect(nearest?.province.id).toBe('ES.29.M');
  expect(nearest?.community.iso).toBe('ES-MD');
  expect(nearest?.country.code).toBe('ES');
  expect(nearest?.km).toBeLessThan(1);
});

test('a point in central Girona resolves to Girona province in Catalonia', () => {
  const nearest = findNearestTown({ lat: 41.9794, lng: 2.8214 });
  expect(nearest?.province.name.es).toBe('Girona');
  expect(nearest?.community.name.ca).toBe('Catalunya');
});

test('a point in Lisbon resolves to the Lisboa concelho', () => {
  const nearest = findNearestTown({ lat: 38.7223, lng: -9.1393 });
  expect(nearest?.province.id).toBe('PT.14.1106');
  expect(nearest?.country.code).toBe('PT');
});

test('a point in the open Atlantic returns null', () => {
  expect(findNearestTown({ lat: 38.0, lng: -14.0 })).toBeNull();
});

test('a point in the sea between Mallorca and Sardinia returns null', () => {
  expect(findNearestTown({ lat: 39.5, lng: 6.0 })).toBeNull();
});

test('maxKm limits how far the search goes', () => {
  expect(findNearestTown({ lat: 40.4169, lng: -3.7035, maxKm: 0.01 })).toBeNull();
});

test('coordinates that are not on Earth are rejected', () => {
  expect(() => findNearestTown({ lat: 91, lng: 0 })).toThrow(RangeError);
  expect(() => findNearestTown({ lat: 40, lng: Number.NaN })).toThrow(RangeError);
  expect(() => findNearestTown({ lat: 40, lng: -3, maxKm: 0 })).toThrow(RangeError);
});
