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
  const ads = planAds({ random: createRandom(DEMO_SEED), reference, now });
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
