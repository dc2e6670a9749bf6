import { describe, expect, it } from 'vitest';
import type { classifieds } from '../db/tables.ts';
import { changedFields, changesNeedReview } from './ad-edit-changes.ts';

const ad = {
  title: 'Yegua PRE torda',
  description: 'Muy noble.\nSe enseña en Sevilla.',
  price: 12_500,
  filterValues: { sexo: ['yegua'], raza: ['pre', 'cruzada'] },
  horseName: null,
  birthYear: 2019,
  lat: 37.38,
} as unknown as typeof classifieds.$inferSelect;

describe('changedFields', () => {
  it('finds nothing in a form posted again as it was, with CRLF line breaks and items in another order', () => {
    const next = {
      title: 'Yegua PRE torda',
      description: 'Muy noble.\r\nSe enseña en Sevilla.',
      price: 12_500,
      filterValues: { raza: ['cruzada', 'pre'], sexo: ['yegua'] },
      horseName: null,
      birthYear: 2019,
      lat: 37.38,
    };
    expect(changedFields(ad, next)).toEqual([]);
  });

  it('reads an empty text field as none', () => {
    expect(changedFields(ad, { horseName: '' })).toEqual([]);
  });

  it('names each field that differs', () => {
    expect(changedFields(ad, { title: ad.title, price: 11_000, filterValues: { sexo: ['yegua'] } })).toEqual([
      'price',
      'filterValues',
    ]);
  });
});

describe('changesNeedReview', () => {
  it('sends the seller’s own words back to review', () => {
    for (const field of ['title', 'description', 'horseName', 'studbook', 'sire', 'dam'] as const) {
      expect(changesNeedReview([field])).toBe(true);
    }
  });

  it('lets price, catalogue attributes, numbers, codes and the place apply at once', () => {
    expect(
      changesNeedReview(['price', 'filterValues', 'birthYear', 'heightCm', 'ueln', 'microchip', 'provinceId', 'lat']),
    ).toBe(false);
  });
});
