import { randomUUID } from 'node:crypto';
import { DEMO_USERS } from '../../seeds/demo/people.ts';
import { createRandom } from '../../seeds/demo/random.ts';
import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { getDb } from '../../server/db/client.ts';
import { type PlannedAd, planAds } from '../../server/demo/demo-plan.ts';
import { insertAds, insertUsers } from '../../server/demo/demo-rows.ts';
import { DEMO_SEED } from '../../server/demo/seed-demo-data.ts';

/** An ad of the judged data set, as the judgements read it. */
export interface JudgedAd {
  slug: string;
  subcategoryKey: string;
  categoryKey: string;
  type: 'offer' | 'demand';
  language: string;
  title: string;
  description: string;
  filterValues: Record<string, string[]>;
  provinceId: string;
  /** Sold: a search leaves it out unless asked for sold ads too. */
  sold: boolean;
}

/**
 * The fixed data set the relevance set is judged over: the demo's ads (`planAds` with the demo's
 * seed, so the same ~350 ads on every machine; only their dates follow the clock), written without
 * photos, chats or the review queue. Returns the ads as the judgements read them.
 */
export async function loadRelevanceData(): Promise<JudgedAd[]> {
  const reference = await getReferenceData();
  const now = new Date();
  const demo = planAds({ random: createRandom(DEMO_SEED), reference, now });
  const ads = [...demo, ...nearnessAds(demo, now)];
  const userIds = new Map(DEMO_USERS.map((user) => [user.key, randomUUID()]));
  await getDb().transaction(async (tx) => {
    await insertUsers(tx, { userIds, passwordHash: 'not-a-password', avatars: new Map(), now });
    await insertAds(
      tx,
      ads,
      ads.map(() => randomUUID()),
      userIds,
    );
  });
  const categoryOf = new Map(
    reference.categories.flatMap((category) => category.subcategories.map((each) => [each.key, category.key])),
  );
  return ads.map((ad) => judged(ad, categoryOf.get(ad.subcategoryKey) ?? ''));
}

/**
 * Brushes the demo does not write, for the searches whose words must be near each other (issue 28,
 * item 4): the phrase in the titles of older ads ('cepillo de goma', a rubber curry brush), the same
 * words apart in the titles of more, newer ones (a bristle brush with a rubber handle). Ranked by
 * the words found and then the newest, the bristle brushes would fill the first page.
 */
const NEARNESS_TITLES = {
  es: {
    near: ['Cepillo de goma suave', 'Cepillo de goma ovalado', 'Cepillo de goma con correa'],
    apart: ['Cepillo de cerdas naturales, mango de goma', 'Cepillo de crin con agarre de goma'],
  },
  en: {
    near: ['Rubber brush, soft', 'Oval rubber brush', 'Rubber brush with strap'],
    apart: ['Brush of natural bristles, rubber grip', 'Dandy brush with a rubber grip'],
  },
} as const;

function nearnessAds(demo: PlannedAd[], now: Date): PlannedAd[] {
  const model = demo.find((ad) => ad.subcategoryKey === 'grooming' && ad.type === 'offer' && ad.soldAt === null);
  if (!model) throw new Error('the demo has no grooming ad to copy');
  const day = 86_400_000;
  return Object.entries(NEARNESS_TITLES).flatMap(([language, titles]) => {
    const copy = (title: string, index: number, daysAgo: number): PlannedAd => ({
      ...model,
      language: language as PlannedAd['language'],
      slug: `${model.slug}-${language}-${daysAgo}-${index}`,
      written: { ...model.written, title, description: title, filterValues: {} },
      publishedAt: new Date(now.getTime() - daysAgo * day),
    });
    return [
      ...titles.near.map((title, index) => copy(title, index, 20 + index)),
      // Eleven newer bristle brushes: more than a first page.
      ...Array.from({ length: 11 }, (_, index) => copy(titles.apart[index % 2] ?? '', index, 1 + index)),
    ];
  });
}

function judged(ad: PlannedAd, categoryKey: string): JudgedAd {
  return {
    slug: ad.slug,
    subcategoryKey: ad.subcategoryKey,
    categoryKey,
    type: ad.type,
    language: ad.language,
    title: ad.written.title,
    description: ad.written.description,
    filterValues: ad.written.filterValues,
    provinceId: ad.province.id,
    sold: ad.soldAt !== null,
  };
}
