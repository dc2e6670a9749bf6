import { sql } from 'drizzle-orm';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getReadDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';
import { MAX_CACHED_WORDS, MIN_PREFIX_LENGTH } from './search-constants.ts';
import {
  findSynonymSpans,
  groupClause,
  isStopWord,
  shortStems,
  synonymGroups,
  termWords,
  type WordStems,
} from './search-synonyms.ts';
import { quoteLexeme, uncoveredPrefixes } from './search-words.ts';

export interface TextQuery {
  /** The words used, as typed (lower-cased), stop words removed. */
  words: string[];
  /** tsquery syntax built from PostgreSQL's own lexemes, never from the typed text: the clauses ANDed. */
  tsquery: string;
  /** Each word's clause (its stems, a synonym group's terms, the last word's prefix ORed), in order. */
  clauses: string[];
  /** The subcategories of each synonym group among the words: ads there rank first (search-ranking.ts). */
  rankedIn: string[][];
}

/**
 * A word's lexemes, and whether it is `known` (in `search_words`: some ad's title or horse name has
 * it). Kept in memory: the dictionary only grows, and a stale 'unknown' only keeps a prefix.
 */
type WordLexemes = WordStems & { known: boolean };
const lexemeCache = singleton<Map<string, WordLexemes>>('search-lexemes', () => new Map());

/**
 * The query for the typed words: every word must match. An ad's words are stemmed in its own
 * language, so a word matches its stem in any of the four (yeguas → yegu, horses → hors); a term
 * of the catalogue's synonyms matches any term of its group (search-synonyms.ts); a stop word in
 * any language is dropped, since ads in that language never index it. The last word, unless known,
 * also matches as typed as a prefix ('lusit' finds Lusitano; 'caballo pre' wants PRE horses, not
 * 'precio'). Null when no word is left (docs/decisions/0061-all-words.md).
 */
export async function buildTextQuery(words: string[]): Promise<TextQuery | null> {
  if (words.length === 0) return null;
  const groups = synonymGroups((await getReferenceData()).synonyms);
  const typed = await lexemesOf(words);
  const stemsOf = (word: string) => lexemeCache.get(word);
  const terms = termWords(groups);
  await lexemesOf(terms);
  await lexemesOf(shortStems(terms, stemsOf));
  const spans = findSynonymSpans(typed, groups, stemsOf);
  const query: TextQuery = { words: [], tsquery: '', clauses: [], rankedIn: [] };
  for (let index = 0; index < typed.length; index++) {
    const row = typed[index] as WordLexemes;
    const span = spans.find((each) => each.start === index);
    const clause = span && groupClause(span.group, stemsOf, (lexeme) => quoteLexeme(lexeme, false));
    if (span && clause) {
      query.words.push(...words.slice(index, index + span.length));
      query.clauses.push(clause);
      if (span.group.subcategoryKeys.length > 0) query.rankedIn.push(span.group.subcategoryKeys);
      index += span.length - 1;
      continue;
    }
    if (isStopWord(row) || row.plain.length === 0) continue;
    // The word as typed is the prefix; its stems match whole (a stem as a prefix matched far more:
    // 'caballo' is 'cab' to the Catalan stemmer, and 'cab:*' also found cabezadas).
    const prefix = index === typed.length - 1 && row.word.length >= MIN_PREFIX_LENGTH && !row.known;
    const prefixes = prefix ? uncoveredPrefixes(row.plain) : [];
    const stems = [...new Set([...row.es, ...row.en, ...row.ca, ...row.pt])];
    const whole = stems.filter((stem) => !prefixes.some((each) => stem.startsWith(each)));
    const operands = [
      ...whole.map((stem) => quoteLexeme(stem, false)),
      ...prefixes.map((each) => quoteLexeme(each, true)),
    ];
    query.words.push(row.word);
    query.clauses.push(`(${operands.join(' | ')})`);
  }
  query.tsquery = query.clauses.join(' & ');
  return query.clauses.length > 0 ? query : null;
}

/** The typed words no ad's title or horse name has (`search_words`): the words a correction is tried for. */
export async function unknownWords(words: string[]): Promise<Set<string>> {
  return new Set((await lexemesOf(words)).filter((row) => !row.known).map((row) => row.word));
}

/**
 * Some of the words instead of all of them: each word's clause ORed, the corrected words' too when
 * a correction was tried. What a search shows, under a notice, when no ad has all its words; ranked,
 * an ad with more of them comes first. Null with fewer than two words: one word is all of them.
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
  return words.flatMap((word) => lexemeCache.get(word) ?? []);
}
