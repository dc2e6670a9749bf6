import { expect, test } from 'vitest';
import { emptySearchForm } from '../../common/search/search-form.ts';
import { suggestSearchName } from './saved-search-name.ts';

test('the name says the words, the subcategory and the narrowest place', () => {
  const form = {
    ...emptySearchForm(),
    q: ' yegua lusitana ',
    subcategory: { name: 'Sport horses', slug: 'sport-horses', svg_code: '' },
    community: { name: 'Andalusia', slug: 'andalusia' },
    province: { name: 'Seville', slug: 'sevilla' },
    town: { name: 'Écija', slug: 'ecija' },
  };
  expect(suggestSearchName(form)).toBe('yegua lusitana · Sport horses · Écija');
  expect(suggestSearchName({ ...form, town: null })).toBe('yegua lusitana · Sport horses · Seville');
});

test('an empty search suggests no name, and a long one is cut to the limit', () => {
  expect(suggestSearchName(emptySearchForm())).toBe('');
  expect(suggestSearchName({ ...emptySearchForm(), q: 'a'.repeat(200) })).toHaveLength(80);
});
