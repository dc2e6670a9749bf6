import { describe, expect, test } from 'vitest';
import { makeAdSlug } from './ad-slug.ts';

describe('ad slugs', () => {
  test('read as title, key attributes and town, with a short unique tail', () => {
    expect(
      makeAdSlug({
        title: 'Yegua PRE de 7 años',
        attributes: ['Castaño'],
        town: 'Jerez de la Frontera',
        suffix: 'k3x9qa',
      }),
    ).toBe('yegua-pre-de-7-anos-castano-jerez-de-la-frontera-k3x9qa');
  });

  test('do not repeat an attribute the title already says', () => {
    expect(makeAdSlug({ title: 'Lusitano gelding', attributes: ['Lusitano'], town: 'Évora', suffix: 'abc123' })).toBe(
      'lusitano-gelding-evora-abc123',
    );
  });

  test('stay short and never end in a dash, and are never empty', () => {
    const long = makeAdSlug({
      title: 'a very long title '.repeat(10),
      town: 'Sant Cugat del Vallès',
      suffix: 'zzzzzz',
    });
    expect(long.length).toBeLessThanOrEqual(87);
    expect(long).toMatch(/^[a-z0-9-]+[a-z0-9]-zzzzzz$/);
    expect(makeAdSlug({ title: '¡¡!!', suffix: '000001' })).toBe('ad-000001');
  });

  test('differ between two ads with the same title', () => {
    expect(makeAdSlug({ title: 'Silla de salto' })).not.toBe(makeAdSlug({ title: 'Silla de salto' }));
  });
});
