import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../catalogue/reference-data.ts';
import { editDistance, isPlaceWord, nearestVocabularyWord, vocabularyOf } from './search-typos.ts';

const names = (es: string, en: string, ca: string, pt: string) => ({ es, en, ca, pt });

const reference = {
  categories: [
    {
      key: 'services',
      name: names('Servicios', 'Services', 'Serveis', 'Serviços'),
      subcategories: [{ key: 'farriers', name: names('Herradores', 'Farriers', 'Ferradors', 'Ferradores') }],
    },
  ],
  filters: [
    {
      slug: 'raza-poni',
      name: names('Raza de poni', 'Pony breed', 'Raça de poni', 'Raça de pónei'),
      items: [
        { slug: 'falabella', name: names('Falabella', 'Falabella', 'Falabella', 'Falabella') },
        { slug: 'arabe', name: names('Pura Raza Árabe', 'Purebred Arabian', 'Pura Raça Àrab', 'Puro-Sangue Árabe') },
      ],
    },
  ],
  synonyms: [
    {
      key: 'saddle',
      terms: names('silla de montar, silla', 'saddle', 'sella', 'sela'),
      subcategoryKeys: [],
    },
    { key: 'farrier', terms: names('herrador', 'farrier', 'ferrador', 'ferrador'), subcategoryKeys: [] },
  ],
} as unknown as ReferenceData;

describe('the marketplace vocabulary', () => {
  const vocabulary = vocabularyOf(reference);

  it('corrects to its own words first, accents ignored', () => {
    expect(nearestVocabularyWord(vocabulary, 'herador', 'es')).toBe('herrador');
    expect(nearestVocabularyWord(vocabulary, 'falavella', 'es')).toBe('falabella');
    expect(nearestVocabularyWord(vocabulary, 'arave', 'es')).toBe('arabe');
    expect(nearestVocabularyWord(vocabulary, 'farier', 'en')).toBe('farrier');
  });

  it("prefers the reader's language on a tie: 'sila' is a silla in Spanish, a sela in Portuguese", () => {
    expect(nearestVocabularyWord(vocabulary, 'sila', 'es')).toBe('silla');
    expect(nearestVocabularyWord(vocabulary, 'sila', 'pt')).toBe('sela');
  });

  it('leaves its own words, short words and far words alone', () => {
    expect(nearestVocabularyWord(vocabulary, 'Falabella', 'es')).toBeUndefined();
    expect(nearestVocabularyWord(vocabulary, 'sel', 'es')).toBeUndefined();
    expect(nearestVocabularyWord(vocabulary, 'heridas', 'es')).toBeUndefined();
  });

  it('counts a swap of two letters as one edit, and stops past the limit', () => {
    expect(editDistance('andalusain', 'andalusian', 2)).toBe(1);
    expect(editDistance('cabayo', 'caballo', 2)).toBe(2);
    expect(editDistance('xilofonista', 'caballo', 2)).toBe(3);
  });

  it('knows place names, which correct only places', () => {
    expect(isPlaceWord('Malavella')).toBe(true);
    expect(isPlaceWord('falabella')).toBe(false);
  });
});
