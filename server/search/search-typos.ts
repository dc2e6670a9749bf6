import { sql } from 'drizzle-orm';
import { getReadDb } from '../db/client.ts';

/** Shorter words have too few trigrams to be corrected with any confidence. */
const MIN_CORRECTED_LENGTH = 4;

/**
 * The typed words with each unknown one replaced by the nearest word of the ads' titles and horse
 * names by trigram similarity ('lusitno' → 'lusitano'), through the GiST index on `search_words`.
 * Null when no word could be corrected.
 */
export async function correctWords(words: string[]): Promise<string[] | null> {
  const candidates = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH);
  if (candidates.length === 0) return null;
  const { rows } = await getReadDb().execute<{ word: string; known: boolean; nearest: string | null }>(sql`
    select word,
      exists (select 1 from search_words where search_words.word = typed) as known,
      (select search_words.word from search_words where search_words.word % typed
        order by search_words.word <-> typed limit 1) as nearest
    from (select word, lower(unaccent(word)) as typed from unnest(${sql.param(candidates)}::text[]) as word) as input`);
  const corrections = new Map<string, string>();
  for (const row of rows) if (!row.known && row.nearest) corrections.set(row.word, row.nearest);
  if (corrections.size === 0) return null;
  return words.map((word) => corrections.get(word) ?? word);
}
