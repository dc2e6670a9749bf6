/**
 * The words "that match most ads" of the benchmarks' query mix (issue 5: a term that matches most
 * ads), measured on the connected database. Shared by `npm run bench:search` and `bench:http`.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db/client.ts';
import { buildTextQuery } from '../../server/search/search-text-query.ts';
import { splitSearchWords } from '../../server/search/search-words.ts';

/**
 * The typed words that match the largest share of visible ads: candidates by document frequency
 * in the generated sample, then measured with the engine's own query on a 5% sample of the table.
 */
export async function mostCommonWords(texts: string[]) {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(splitSearchWords(text))) {
      if (word.length >= 4 && !/\d/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const candidates = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const measured = [];
  for (const [word] of candidates) {
    const text = await buildTextQuery([word]);
    if (!text) continue;
    const row = (
      await getDb().execute<{ share: number }>(sql`
        select round(avg((search_vector @@ ${text.tsquery}::tsquery)::int), 3)::float as share
        from classifieds tablesample system (5) repeatable (1)
        where status = 'approved' and active and expires_at > now()`)
    ).rows[0];
    measured.push({ word, shareOfVisibleAds: row?.share ?? 0 });
  }
  return measured.sort((a, b) => b.shareOfVisibleAds - a.shareOfVisibleAds).slice(0, 3);
}
