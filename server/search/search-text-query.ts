import { sql } from 'drizzle-orm';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getReadDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';
import { MAX_CACHED_WORDS, MIN_PREFIX_LENGTH } from './search-constants.ts';
import { findSynonymSpans, groupClause, shortStems, synonymGroups, termWords } from './search-synonyms.ts';
import { quoteLexeme, uncoveredPrefixes } from './search-words.ts';

export interface TextQuery {
  /** The words used, as typed (lower-cased), stop words removed. */
  words: string[];
  /** tsquery syntax built from PostgreSQL's own lexemes, never from the typed text. */
  tsquery: string;
  /** Each word's clause (its stems and prefixes ORed), in the words' order: `tsquery` ANDs them. */
  clauses: string[];
  /** The subcategories of each synonym group among the words: ads there rank first (search-ranking.ts). */
  rankedIn: string[][];
}

/** Lexemes depend only on the word and the configurations: a word looked up once is known. */
const lexemeCache = singleton<Map<string, WordLexemes>>('search-lexemes', () => new Map());

interface WordLexemes {
  word: string;
  /**
   * A word of some ad's title or horse name (the typo dictionary, `search_words`): a whole word,
   * matched as one, never as a prefix. Cached with the lexemes: the dictionary only grows, so a
   * stale 'unknown' only keeps the prefix, which matches the word too.
   */
  known: boolean;
  es: string[];
  en: string[];
  ca: string[];
  pt: string[];
  plain: string[];
}

/**
 * The query for the typed words. An ad's words are stemmed in its own language, and the reader may
 * type in another: each word matches its stem in any of the four languages (yeguas → yegu,
 * horses → hors). Words that are a term of the catalogue's synonyms match any term of their group
 * ('mare' finds yegua, euga and égua; 'PRE' finds Pura Raza Española and Andalusian;
 * search-synonyms.ts). A word that is a stop word in any language is dropped, since ads in that
 * language never index it. Every word must match (`tsquery`). The last word, as typed, also matches
 * as a prefix while the person types ('lusit' finds Lusitano), unless it is a known whole word:
 * 'caballo pre' wants the PRE horses, not every 'precio' and 'presencia'
 * (docs/decisions/0061-all-words.md). Null when no word is left.
 */
export async function buildTextQuery(words: string[]): Promise<TextQuery | null> {
  if (words.length === 0) return null;
  const groups = synonymGroups((await getReferenceData()).synonyms);
  const typedWords = await lexemesOf(words);
  const stemsOf = (word: string) => lexemeCache.get(word);
  const terms = termWords(groups);
  await lexemesOf(terms);
  await lexemesOf(shortStems(terms, stemsOf));
  const spans = findSynonymSpans(typedWords, groups, stemsOf);
  const kept: string[] = [];
  const clauses: string[] = [];
  const rankedIn: string[][] = [];
  const last = typedWords.length - 1;
  for (let index = 0; index <= last; index++) {
    const row = typedWords[index] as WordLexemes;
    const span = spans.find((each) => each.start === index);
    const clause = span && groupClause(span.group, stemsOf, (lexeme) => quoteLexeme(lexeme, false));
    if (span && clause) {
      kept.push(...words.slice(index, index + span.length));
      clauses.push(clause);
      if (span.group.subcategoryKeys.length > 0) rankedIn.push(span.group.subcategoryKeys);
      index += span.length - 1;
      continue;
    }
    if (![row.es, row.en, row.ca, row.pt, row.plain].every((each) => each.length > 0)) continue;
    const prefix = index === last && row.word.length >= MIN_PREFIX_LENGTH && !row.known;
    const stems = [...new Set([...row.es, ...row.en, ...row.ca, ...row.pt])];
    // The word as typed is the prefix; its stems match whole. A stem as a prefix matched far more
    // than the word ('caballo' is 'cab' to the Catalan stemmer: 'cab:*' also found cabezadas).
    const prefixes = prefix ? uncoveredPrefixes(row.plain) : [];
    const whole = stems.filter((stem) => !prefixes.some((each) => stem.startsWith(each)));
    const operands = [
      ...whole.map((stem) => quoteLexeme(stem, false)),
      ...prefixes.map((each) => quoteLexeme(each, true)),
    ];
    kept.push(row.word);
    clauses.push(`(${operands.join(' | ')})`);
  }
  if (clauses.length === 0) return null;
  return {
    words: kept,
    tsquery: clauses.join(' & '),
    clauses,
    rankedIn,
  };
}

/**
 * The typed words that no ad's title or horse name has (`search_words`), as `buildTextQuery` found
 * them (its lookups are cached): the words a correction is tried for.
 */
export async function unknownWords(words: string[]): Promise<Set<string>> {
  return new Set((await lexemesOf(words)).filter((row) => !row.known).map((row) => row.word));
}

/**
 * Some of the words instead of all of them: each word's clause, ORed (with the corrected words'
 * too when a correction was tried, so a misspelt word still counts). What a search shows, under a
 * notice, when no ad has all its words (docs/decisions/0061-all-words.md); ranked by it, an ad
 * with more of the words scores higher. Null with fewer than two words: one word is all of them.
 */
export function someWordsQuery(text: TextQuery, corrected: TextQuery | null): TextQuery | null {
  const clauses = [...new Set([...text.clauses, ...(corrected?.clauses ?? [])])];
  if (text.words.length < 2 || clauses.length < 2) return null;
  return {
    words: [...new Set([...text.words, ...(corrected?.words ?? [])])],
    tsquery: clauses.join(' | '),
    clauses,
    rankedIn: [...text.rankedIn, ...(corrected?.rankedIn ?? [])],
  };
}

async function lexemesOf(words: string[]): Promise<WordLexemes[]> {
  const uncached = [...new Set(words.filter((word) => !lexemeCache.has(word)))];
  if (uncached.length > 0) {
    const { rows } = await getReadDb().execute<WordLexemes & Record<string, unknown>>(sql`
      select input.word,
        tsvector_to_array(to_tsvector('galope_es', word)) as es,
        tsvector_to_array(to_tsvector('galope_en', word)) as en,
        tsvector_to_array(to_tsvector('galope_ca', word)) as ca,
        tsvector_to_array(to_tsvector('galope_pt', word)) as pt,
        tsvector_to_array(to_tsvector('galope_simple', word)) as plain,
        exists (select 1 from search_words where search_words.word = lower(unaccent(input.word))) as known
      from unnest(${sql.param(uncached)}::text[]) as input (word)`);
    if (lexemeCache.size + rows.length > MAX_CACHED_WORDS) lexemeCache.clear();
    for (const row of rows) lexemeCache.set(row.word, row);
  }
  return words.flatMap((word) => {
    const cached = lexemeCache.get(word);
    return cached ? [cached] : [];
  });
}
