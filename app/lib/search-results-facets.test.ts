import { describe, expect, it } from 'vitest';
import { FACET_LINKS_SHOWN, mostCommon } from './search-results.server.ts';

const facets = Array.from({ length: 300 }, (_, index) => ({ key: `p${index}`, count: 1000 - index }));

describe('facet links on a results page', () => {
  it('shows the most common values, most first', () => {
    const shown = mostCommon(facets.toReversed(), null);
    expect(shown.map((facet) => facet.key)).toEqual(facets.slice(0, FACET_LINKS_SHOWN).map((facet) => facet.key));
  });

  it('keeps the value the search already has, even when rare', () => {
    const shown = mostCommon(facets, 'p299');
    expect(shown).toHaveLength(FACET_LINKS_SHOWN + 1);
    expect(shown.at(-1)).toEqual({ key: 'p299', count: 701 });
    expect(mostCommon(facets, 'p0')).toHaveLength(FACET_LINKS_SHOWN);
  });
});
