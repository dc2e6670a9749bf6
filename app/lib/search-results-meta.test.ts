import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../server/locale/messages.ts';
import { resultsMeta } from './search-results-meta.ts';
import type { ResultsView } from './search-results-view.ts';

const results = { page: 1, total: 1234, prev: null, next: null } as unknown as ResultsView;

describe('resultsMeta', () => {
  it('describes the page with its title and count, in the reader language', () => {
    const meta = resultsMeta({ t: getTranslator('en'), title: 'Horses in Seville', results, indexable: true });
    expect(meta).toContainEqual({
      name: 'description',
      content: 'Horses in Seville: 1,234 ads on Galope, free classified ads for horses and everything equestrian.',
    });
    const spanish = resultsMeta({ t: getTranslator('es'), title: 'Caballos', results, indexable: true });
    expect(spanish).toContainEqual(
      expect.objectContaining({
        name: 'description',
        content: expect.stringMatching(/^Caballos: 1\.?234 anuncios en Galope/),
      }),
    );
  });

  it('keeps a description given by the page', () => {
    const meta = resultsMeta({ t: getTranslator('en'), title: 'X', description: 'Own', results, indexable: true });
    expect(meta).toContainEqual({ name: 'description', content: 'Own' });
  });
});
