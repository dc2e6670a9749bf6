import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../common/locale/translate.ts';
import { getMessages } from '../../server/locale/messages.ts';
import { browseTitle } from './browse-heading.ts';

const t = createTranslator('en', getMessages('en'));

describe('browseTitle', () => {
  it('names what and where, or either alone', () => {
    expect(browseTitle(t, { kind: 'browse', what: 'Sport horses', place: 'Sevilla', country: 'Spain' })).toBe(
      'Sport horses in Sevilla',
    );
    expect(browseTitle(t, { kind: 'browse', what: 'Horses', place: null, country: 'Spain' })).toBe('Horses in Spain');
    expect(browseTitle(t, { kind: 'browse', what: 'Horses', place: null, country: null })).toBe('Horses');
    expect(browseTitle(t, { kind: 'browse', what: null, place: 'Andalusia', country: 'Spain' })).toBe(
      'Ads in Andalusia',
    );
    expect(browseTitle(t, { kind: 'browse', what: null, place: null, country: 'Spain' })).toBe(
      'Horse classifieds in Spain',
    );
  });

  it('names the level of a place that shares its name with a bigger one, so no two pages share a title', () => {
    const town = { kind: 'browse', what: null, place: 'Sevilla', level: 'town', country: 'Spain' } as const;
    expect(browseTitle(t, town)).toBe('Ads in Sevilla (town)');
    expect(browseTitle(t, { ...town, what: 'Horses' })).toBe('Horses in Sevilla (town)');
    expect(browseTitle(t, { ...town, place: 'Lisboa', level: 'province' })).toBe('Ads in Lisboa (municipality)');
    const es = createTranslator('es', getMessages('es'));
    expect(browseTitle(es, town)).toBe('Anuncios en Sevilla (localidad)');
  });

  it('names a filter and its item', () => {
    expect(browseTitle(t, { kind: 'filter', filter: 'Breed', item: 'Lusitano' })).toBe('Breed: Lusitano');
    expect(browseTitle(t, { kind: 'filter', filter: 'Breed', item: null })).toBe('Breed');
  });
});
