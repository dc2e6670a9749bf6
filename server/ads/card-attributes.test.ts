import { describe, expect, it } from 'vitest';
import { FILTERS } from '../catalogue/data/filters.ts';
import type { Filter } from '../catalogue/reference-data.ts';
import { getTranslator } from '../locale/messages.ts';
import { cardAttributes } from './card-attributes.ts';

const filters: Filter[] = FILTERS.map((seed) => ({
  slug: seed.slug,
  name: seed.name,
  subcategoryKeys: [...seed.subcategories],
  items: [...seed.items],
}));

function attributesOf(ad: Partial<Parameters<typeof cardAttributes>[0]['ad']>, locale: 'es' | 'en' | 'pt' = 'es') {
  return cardAttributes({
    ad: { categoryKey: null, filterValues: {}, birthYear: null, heightCm: null, ...ad },
    filters,
    locale,
    t: getTranslator(locale),
    year: 2026,
  });
}

describe('cardAttributes', () => {
  it('says a horse by breed, age, height and sex, in that order', () => {
    const horse = {
      categoryKey: 'horses',
      filterValues: { sexo: ['yegua'], raza: ['pura-raza-espanola'], capa: ['torda'] },
      birthYear: 2019,
      heightCm: 165,
    };
    expect(attributesOf(horse)).toEqual(['Pura Raza Española (PRE)', '7 años', '1,65 m', 'Yegua']);
    expect(attributesOf(horse, 'en')).toEqual(['Pura Raza Española (PRE)', '7 years', '1.65 m', 'Mare']);
  });

  it('falls back to the age and height ranges when no number is given', () => {
    const horse = { categoryKey: 'horses', filterValues: { edad: ['4-6'], alzada: ['156-162'] } };
    expect(attributesOf(horse, 'pt')).toEqual(['Dos 4 aos 6 anos', 'De 1,56 a 1,62 m']);
  });

  it('says equipment by size and condition', () => {
    const rug = { categoryKey: 'riding_equipment', filterValues: { estado: ['usado'], 'talla-del-caballo': ['poni'] } };
    expect(attributesOf(rug, 'en')).toEqual(['Pony', 'Used']);
  });

  it('gives nothing for categories whose cards say enough with the price', () => {
    expect(attributesOf({ categoryKey: 'services', filterValues: { modalidad: ['a-domicilio'] } })).toEqual([]);
    expect(attributesOf({ categoryKey: null })).toEqual([]);
  });
});
