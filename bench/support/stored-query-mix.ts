/**
 * The query mix of `npm run bench:search` made from the ads stored in the connected bench
 * database: words of a fixed 2% sample of their titles, and the words found in most of them. Shared
 * by bench:search, bench:search-statements and bench:search-tail, so that the latter two replay
 * exactly the searches the first one timed at the same size.
 */
import { sql } from 'drizzle-orm';
import { createRandom } from '../../seeds/demo/random.ts';
import type { ReferenceData } from '../../server/catalogue/reference-data.ts';
import { getDb } from '../../server/db/client.ts';
import { type BenchQuery, buildQueryMix } from '../search-queries.ts';
import { mostCommonWords } from './common-words.ts';

export async function storedQueryMix(options: {
  /** The table's size in the bench: it seeds the mix's choices. */
  size: number;
  perKind: number;
  reference: ReferenceData;
}): Promise<{ queries: BenchQuery[]; commonWords: Awaited<ReturnType<typeof mostCommonWords>> }> {
  const { size, perKind, reference } = options;
  const sample = (
    await getDb().execute<{ title: string; description: string }>(sql`
      select title, description from classifieds tablesample system (2) repeatable (7)
      where status = 'approved' limit 4000`)
  ).rows;
  const commonWords = await mostCommonWords(sample.map((ad) => `${ad.title} ${ad.description}`));
  const queries = buildQueryMix({
    random: createRandom(size),
    reference,
    titles: sample.map((ad) => ad.title),
    commonWords: commonWords.map((each) => each.word),
    perKind,
  });
  return { queries, commonWords };
}
