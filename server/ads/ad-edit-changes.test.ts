import { describe, expect, it } from 'vitest';
import type { classifieds } from '../db/tables.ts';
import { changedFields, splitReviewed } from './ad-edit-changes.ts';

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

describe('splitReviewed', () => {
  it('holds the seller’s own words for review', () => {
    const words = { title: 'T', description: 'D', horseName: 'H', studbook: 'S', sire: 'A', dam: 'B', damSire: 'C' };
    expect(splitReviewed(words)).toEqual({ reviewed: words, immediate: {} });
  });

  it('lets price, catalogue attributes, numbers, codes and the place apply at once', () => {
    const rest = {
      price: 1,
      filterValues: {},
      birthYear: 2019,
      heightCm: 160,
      ueln: 'x',
      microchip: 'y',
      provinceId: 'z',
      lat: 1,
    };
    expect(splitReviewed({ ...rest, title: 'T' })).toEqual({ reviewed: { title: 'T' }, immediate: rest });
  });
});
