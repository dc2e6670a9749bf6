import { describe, expect, it } from 'vitest';
import { linkFamily } from './link-family.ts';

function rebuilt(hrefs: string[]): string[] {
  const family = linkFamily(hrefs);
  return family.middles.map((middle) => `${family.start}${middle}${family.end}`);
}

describe('linkFamily', () => {
  it('sends the shared start and end once and each link its middle', () => {
    const hrefs = ['/search?q=caballo&province=sevilla&sort=newest', '/search?q=caballo&province=cadiz&sort=newest'];
    expect(linkFamily(hrefs)).toEqual({
      start: '/search?q=caballo&province=',
      end: '&sort=newest',
      middles: ['sevilla', 'cadiz'],
    });
  });

  it('rebuilds every link exactly, whatever they share', () => {
    for (const hrefs of [
      [],
      ['/search?q=caballo'],
      ['/a', '/a'],
      ['/ab', '/abab', '/b'],
      ['/search?province=lleida', '/search?province=la-rioja', '/search?province=a'],
      ['/caballos/caballos-de-deporte', '/ponis/ponis-de-deporte', '/caballos'],
    ]) {
      expect(rebuilt(hrefs)).toEqual(hrefs);
    }
  });
});
