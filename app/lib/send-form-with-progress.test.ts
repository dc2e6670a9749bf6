import { describe, expect, it } from 'vitest';
import { dataRequestUrl } from './send-form-with-progress.ts';

describe('dataRequestUrl', () => {
  it('adds React Router’s data suffix to the path and keeps the query', () => {
    expect(dataRequestUrl({ pathname: '/en/s/add', search: '?ad=1&step=media' })).toBe(
      '/en/s/add.data?ad=1&step=media',
    );
    expect(dataRequestUrl({ pathname: '/s/potro-pre/edit', search: '' })).toBe('/s/potro-pre/edit.data');
  });

  it('names a path that ends in a slash as its index', () => {
    expect(dataRequestUrl({ pathname: '/en/', search: '' })).toBe('/en/_.data');
  });
});
