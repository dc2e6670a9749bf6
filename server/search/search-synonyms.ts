import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import type { SearchSynonym } from '../catalogue/reference-data.ts';
import { MIN_FOREIGN_STEM } from './search-constants.ts';
import { splitSearchWords } from './search-words.ts';

/** A word's lexemes in each configuration (`plain`: unaccented, lower-cased, unstemmed). */
export type WordStems = { word: string } & Record<Locale | 'plain', string[]>;

/** A catalogue synonym: its terms split as a search is ('silla de montar' → silla, de, montar). */
export interface SynonymGroup {
  key: string;
  terms: { language: Locale; words: string[] }[];
  /** Where ads about it are listed (they rank first). */
  subcategoryKeys: string[];
}

const parsed = new WeakMap<SearchSynonym[], SynonymGroup[]>();

/** The catalogue's synonyms (data/search-synonyms.ts, edited as content), each term split into words. */
export function synonymGroups(synonyms: SearchSynonym[]): SynonymGroup[] {
  const groups =
    parsed.get(synonyms) ??
    synonyms.map((synonym) => ({
      key: synonym.key,
      subcategoryKeys: synonym.subcategoryKeys,
      terms: LOCALES.flatMap((language) =>
        (synonym.terms[language] ?? '')
          .split(',')
          .map((term) => ({ language, words: splitSearchWords(term) }))
          .filter((term) => term.words.length > 0),
      ),
    }));
  parsed.set(synonyms, groups);
  return groups;
}

/** Every word of every term, once: their lexemes are looked up with the typed words'. */
export function termWords(groups: SynonymGroup[]): string[] {
  return [...new Set(groups.flatMap((group) => group.terms.flatMap((term) => term.words)))];
}

/** The short stems of the terms' words: whether each is a stop word somewhere is looked up too. */
export function shortStems(words: string[], stemsOf: (word: string) => WordStems | undefined): string[] {
  const stems = words.flatMap((word) => LOCALES.flatMap((language) => stemsOf(word)?.[language] ?? []));
  return [...new Set(stems.filter((stem) => stem.length < MIN_FOREIGN_STEM))];
}

/**
 * The runs of typed words that are a term of some group, longest first, left to right ('caballo de
 * deporte español' is the CDE, not a horse): the same word, accents ignored, or one sharing its
 * stem (of four letters at least) in the term's language ('yeguas', 'mares').
 */
export function findSynonymSpans(
  typed: WordStems[],
  groups: SynonymGroup[],
  stemsOf: (word: string) => WordStems | undefined,
): { start: number; length: number; group: SynonymGroup }[] {
  const spans: { start: number; length: number; group: SynonymGroup }[] = [];
  let start = 0;
  while (start < typed.length) {
    let best: (typeof spans)[number] | null = null;
    for (const group of groups) {
      for (const term of group.terms) {
        const length = term.words.length;
        if (length > typed.length - start || (best && length <= best.length)) continue;
        const same = term.words.every((word, offset) => sameWord(typed[start + offset], stemsOf(word), term.language));
        if (same) best = { start, length, group };
      }
    }
    if (best) spans.push(best);
    start += best?.length ?? 1;
  }
  return spans;
}

/** A word some language drops (its configuration gives no lexeme): no ad in that language indexes it. */
export function isStopWord(stems: WordStems | undefined): boolean {
  return stems !== undefined && LOCALES.some((language) => stems[language].length === 0);
}

function sameWord(typed: WordStems | undefined, term: WordStems | undefined, language: Locale): boolean {
  if (!typed || !term) return false;
  if (typed.plain.length > 0 && typed.plain[0] === term.plain[0]) return true;
  // A short stem is shared by unrelated words ('palo' and 'palla' are both 'pal' in Catalan).
  const ours = typed[language].filter((stem) => stem.length >= MIN_FOREIGN_STEM);
  const theirs = term[language];
  return ours.length > 0 && theirs.some((stem) => ours.includes(stem));
}

/**
 * A group as one tsquery clause: any of its terms, a term being all of its words, each word by its
 * stems in the four languages; stop words of any language (de, d', per) left out.
 */
export function groupClause(
  group: SynonymGroup,
  stemsOf: (word: string) => WordStems | undefined,
  quote: (lexeme: string) => string,
): string | null {
  // A stem that is a stop word somewhere ('and', the Catalan stem of 'andalús') matches every English text.
  const stopWord = (stem: string) => isStopWord(stemsOf(stem));
  const terms = group.terms.flatMap((term) => {
    // A word not looked up (the cache emptied meanwhile): the term is left out, never loosened.
    if (term.words.some((word) => stemsOf(word) === undefined)) return [];
    const words = term.words.flatMap((word) => {
      const stems = stemsOf(word);
      if (!stems || word.length < 2 || isStopWord(stems)) return [];
      // The term's own language's stems, and the others' when they are not cut short.
      const kept = LOCALES.flatMap((language) =>
        stems[language].filter(
          (stem) => stem.length >= MIN_FOREIGN_STEM || (language === term.language && !stopWord(stem)),
        ),
      );
      return [[...new Set(kept)].map(quote)];
    });
    if (words.length === 0) return [];
    return words.length === 1
      ? (words[0] as string[])
      : [`(${words.map((each) => `(${each.join(' | ')})`).join(' & ')})`];
  });
  // Each lexeme once: the planner adds up an OR's lexemes as if independent ('fris' four times).
  const unique = [...new Set(terms)];
  return unique.length === 0 ? null : `(${unique.join(' | ')})`;
}
