/**
 * The gate's long tail (issue 32): distinct searches made from the words of the ads a revision
 * shows, each asked once, so the page cache cannot answer them. Black-box like the rest of the
 * gate: the words come from the ads' addresses (`/s/{title, key attributes, town}-{tail}`).
 */

/** The words of the ads' slugs, without the unique tail, numbers and short words, first seen first. */
export function wordsOfAdSlugs(slugs: string[]): string[][] {
  return slugs.map((slug) =>
    decodeURIComponent(slug)
      .split('-')
      .slice(0, -1)
      .filter((word) => word.length >= 4 && !/\d/.test(word)),
  );
}

/**
 * Up to `count` distinct search texts: pairs of words from one ad (they find it), single words,
 * then pairs across ads (often nothing found, which a person also types), taking turns.
 */
export function longTailSearches(adWords: string[][], count: number): string[] {
  const vocabulary = [...new Set(adWords.flat())];
  const sameAd = adWords.flatMap((words) =>
    words.flatMap((first, index) => words.slice(index + 1).map((second) => `${first} ${second}`)),
  );
  const acrossAds = vocabulary.flatMap((first, index) =>
    vocabulary.slice(index + 1, index + 40).map((second) => `${second} ${first}`),
  );
  const sources = [sameAd, vocabulary, acrossAds];
  const seen = new Set<string>();
  const searches: string[] = [];
  for (let at = 0; searches.length < count && sources.some((source) => at < source.length); at++) {
    for (const source of sources) {
      const text = source[at];
      if (text === undefined || seen.has(text)) continue;
      seen.add(text);
      searches.push(text);
    }
  }
  return searches.slice(0, count);
}
