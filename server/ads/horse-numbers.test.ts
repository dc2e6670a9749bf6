import { expect, test } from 'vitest';
import { ageRange, checkHorseNumbers, derivedRanges, heightRange } from './horse-numbers.ts';

test('the age range follows the birth year', () => {
  expect(ageRange(2024, 2026)).toBe('0-3');
  expect(ageRange(2023, 2026)).toBe('0-3');
  expect(ageRange(2022, 2026)).toBe('4-6');
  expect(ageRange(2016, 2026)).toBe('7-10');
  expect(ageRange(2011, 2026)).toBe('11-15');
  expect(ageRange(2010, 2026)).toBe('mas-de-15');
});

test('the height range follows the centimetres, for horses and for ponies', () => {
  expect(heightRange(147, 'alzada')).toBe('menos-de-148');
  expect(heightRange(148, 'alzada')).toBe('148-155');
  expect(heightRange(162, 'alzada')).toBe('156-162');
  expect(heightRange(165, 'alzada')).toBe('163-168');
  expect(heightRange(172, 'alzada')).toBe('mas-de-168');
  expect(heightRange(105, 'alzada-poni')).toBe('menos-de-110');
  expect(heightRange(125, 'alzada-poni')).toBe('121-130');
  expect(heightRange(148, 'alzada-poni')).toBe('141-148');
  expect(heightRange(150, 'alzada-poni')).toBeUndefined();
});

test('a foal older than three and a pony over 148 cm are inconsistent; the rest is fine', () => {
  const base = { currentYear: 2026, birthYear: undefined, heightCm: undefined, isPony: false };
  expect(checkHorseNumbers({ ...base, subcategoryKey: 'young_horses', birthYear: 2020 })).toEqual({
    birthYear: ['validation.youngstock_too_old'],
  });
  expect(checkHorseNumbers({ ...base, subcategoryKey: 'young_horses', birthYear: 2024 })).toEqual({});
  expect(checkHorseNumbers({ ...base, subcategoryKey: 'sport_ponies', isPony: true, heightCm: 155 })).toEqual({
    heightCm: ['validation.pony_too_tall'],
  });
  expect(checkHorseNumbers({ ...base, subcategoryKey: 'sport_horses', birthYear: 2000, heightCm: 175 })).toEqual({});
});

test('ranges are derived for the filters the subcategory has; without a number the old range stays', () => {
  expect(
    derivedRanges({
      filterSlugs: ['raza', 'edad', 'alzada'],
      birthYear: 2019,
      heightCm: 165,
      currentYear: 2026,
      current: { edad: ['0-3'] },
    }),
  ).toEqual({ edad: ['7-10'], alzada: ['163-168'] });
  expect(
    derivedRanges({
      filterSlugs: ['edad', 'alzada-poni'],
      birthYear: undefined,
      heightCm: 118,
      currentYear: 2026,
      current: { edad: ['4-6'] },
    }),
  ).toEqual({ edad: ['4-6'], 'alzada-poni': ['110-120'] });
});
