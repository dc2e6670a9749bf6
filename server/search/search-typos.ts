import { sql } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getReadDb } from '../db/client.ts';
import { LIVE_CANDIDATES, MIN_CORRECTED_LENGTH } from './search-constants.ts';
import { isPlaceWord, nearestVocabularyWord, plain, vocabularyOf } from './search-vocabulary.ts';

/**
 * The typed words with each misspelt one (a word of no ad's title or horse name) replaced, or null
 * when none was. The marketplace's own vocabulary comes first ('herador' → herrador, 'falavella'
 * → Falabella, 'arave' → árabe; search-vocabulary.ts). With `live` (the words as typed found
 * nothing), a word not in it is then replaced by the nearest word of the ads' titles and horse
 * names by trigram similarity ('lusitno' → lusitano), through the GiST index on `search_words` —
 * never by a place name: a place corrects only a place ('falavella' is no Malavella).
 */
export async function correctWords(
  words: string[],
  options: {
    locale: Locale;
    /** The words no ad's title or horse name has: only these are corrected. */
    unknown: Set<string>;
    live: boolean;
  },
): Promise<string[] | null> {
  const vocabulary = vocabularyOf(await getReferenceData());
  const corrections = new Map<string, string>();
  for (const word of words) {
    const nearest = options.unknown.has(word) ? nearestVocabularyWord(vocabulary, word, options.locale) : undefined;
    if (nearest) corrections.set(word, nearest);
  }
  const unknown = words.filter(
    (word) =>
      word.length >= MIN_CORRECTED_LENGTH &&
      options.unknown.has(word) &&
      !corrections.has(word) &&
      !vocabulary.words.has(plain(word)),
  );
  if (options.live && unknown.length > 0) {
    const { rows } = await getReadDb().execute<{ word: string; nearest: string[] | null }>(sql`
      select word,
        array(select search_words.word from search_words where search_words.word % typed
          order by search_words.word <-> typed limit ${LIVE_CANDIDATES}) as nearest
      from (select word, lower(unaccent(word)) as typed from unnest(${sql.param(unknown)}::text[]) as word) as input`);
    for (const row of rows) {
      const nearest = row.nearest?.find((candidate) => !isPlaceWord(candidate));
      if (nearest) corrections.set(row.word, nearest);
    }
  }
  if (corrections.size === 0) return null;
  return words.map((word) => corrections.get(word) ?? word);
}
