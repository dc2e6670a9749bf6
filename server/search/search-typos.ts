import { sql } from 'drizzle-orm';
import { LOCALES, type Locale, type Localized } from '../../common/locale/locales.ts';
import { getReferenceData, type ReferenceData } from '../catalogue/reference-data.ts';
import { getReadDb } from '../db/client.ts';
import { listAllTowns, listCommunities, listCountries, listProvinces } from '../geo/geography.ts';
import { LIVE_CANDIDATES, MIN_CORRECTED_LENGTH } from './search-constants.ts';
import { splitSearchWords } from './search-words.ts';

/**
 * The typed words with each misspelt one (no ad's title or horse name has it) replaced, or null.
 * The marketplace's vocabulary first ('herador' → herrador, 'falavella' → Falabella); with `live`
 * (the words found nothing), then the nearest word of live ads by trigram similarity through
 * `search_words`' GiST index ('lusitno' → lusitano), never a place name: a place corrects only a place.
 */
export async function correctWords(
  words: string[],
  options: { locale: Locale; unknown: Set<string>; live: boolean },
): Promise<string[] | null> {
  const vocabulary = vocabularyOf(await getReferenceData());
  const misspelt = words.filter((word) => options.unknown.has(word));
  const corrections = new Map<string, string>();
  for (const word of misspelt) {
    const nearest = nearestVocabularyWord(vocabulary, word, options.locale);
    if (nearest) corrections.set(word, nearest);
  }
  const rest = misspelt.filter(
    (word) => word.length >= MIN_CORRECTED_LENGTH && !corrections.has(word) && !vocabulary.has(plain(word)),
  );
  if (options.live && rest.length > 0) {
    const { rows } = await getReadDb().execute<{ word: string; nearest: string[] | null }>(sql`
      select word,
        array(select search_words.word from search_words where search_words.word % typed
          order by search_words.word <-> typed limit ${LIVE_CANDIDATES}) as nearest
      from (select word, lower(unaccent(word)) as typed from unnest(${sql.param(rest)}::text[]) as word) as input`);
    for (const row of rows) {
      const nearest = row.nearest?.find((candidate) => !isPlaceWord(candidate));
      if (nearest) corrections.set(row.word, nearest);
    }
  }
  return corrections.size === 0 ? null : words.map((word) => corrections.get(word) ?? word);
}

/** The marketplace's words (categories, filters and items, synonyms), unaccented, with their languages. */
type Vocabulary = Map<string, Set<Locale>>;

const built = new WeakMap<ReferenceData, Vocabulary>();

export function vocabularyOf(reference: ReferenceData): Vocabulary {
  const cached = built.get(reference);
  if (cached) return cached;
  const vocabulary: Vocabulary = new Map();
  const names: Localized[] = [
    ...reference.categories.flatMap((category) => [category.name, ...category.subcategories.map((each) => each.name)]),
    ...reference.filters.flatMap((filter) => [filter.name, ...filter.items.map((item) => item.name)]),
    ...reference.synonyms.map((synonym) => synonym.terms),
  ];
  for (const name of names) {
    for (const language of LOCALES) {
      for (const word of splitSearchWords(name[language] ?? '').map(plain)) {
        if (word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word))
          vocabulary.set(word, (vocabulary.get(word) ?? new Set()).add(language));
      }
    }
  }
  built.set(reference, vocabulary);
  return vocabulary;
}

/** Lower-cased without accents, as the vocabulary and `search_words` hold words. */
function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The vocabulary's nearest word to a misspelt one: at most one edit away for a short word, two for
 * one of 6 letters or more (an edit: a letter added, removed, changed, or two swapped); the fewest
 * edits first, then a word of the reader's language. Undefined when none is that near, or when the
 * word is itself in the vocabulary.
 */
export function nearestVocabularyWord(vocabulary: Vocabulary, typed: string, locale: Locale): string | undefined {
  const word = plain(typed);
  if (word.length < MIN_CORRECTED_LENGTH || vocabulary.has(word)) return undefined;
  const limit = word.length >= 6 ? 2 : 1;
  let best: { word: string; edits: number; own: boolean } | undefined;
  for (const [candidate, languages] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const edits = editDistance(word, candidate, limit);
    if (edits > limit) continue;
    const own = languages.has(locale);
    if (!best || edits < best.edits || (edits === best.edits && own && !best.own))
      best = { word: candidate, edits, own };
  }
  return best?.word;
}

/** Optimal string alignment distance, stopping early past `limit` (returns limit + 1 then). */
export function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

let placeWords: Set<string> | undefined;

/** The words of every country, community, province and town name: a place corrects only a place. */
export function isPlaceWord(word: string): boolean {
  placeWords ??= new Set(
    [
      ...listCountries().flatMap((country) => [
        ...Object.values(country.name),
        ...listCommunities(country.code).flatMap((community) => [
          ...Object.values(community.name),
          ...listProvinces(community.id).flatMap((province) => Object.values(province.name)),
        ]),
      ]),
      ...listAllTowns().map((town) => town.name),
    ].flatMap((name) => splitSearchWords(String(name)).map(plain)),
  );
  return placeWords.has(plain(word));
}
