/**
 * The visits journey's people, written at e2e server start (beside the chat fixtures): per run, a
 * seller with one approved ad in Girona and a buyer, both with accounts.ts's PASSWORD, so the
 * journey neither signs up (the proof-of-work captcha is slow on a busy machine) nor posts and
 * approves an ad. One set per attempt, so a retry starts with an ad that offers no time yet.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drawPicture, PICTURES } from '../../../seeds/demo/drawings/pictures.ts';
import { hashPassword } from '../../../server/accounts/password.ts';
import { createUser } from '../../../server/accounts/users.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds } from '../../../server/db/tables.ts';
import { postFixtureAd } from './search-fixtures.ts';

const VISIT_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'visit-fixtures.json');
const PASSWORD = 'Herradura-2026';
const ATTEMPTS = 2;

export type VisitFixture = {
  seller: { name: string; email: string };
  buyer: { name: string; email: string };
  /** Books with JavaScript off, and too late. */
  lateBuyer: { name: string; email: string };
  ad: { title: string; slug: string };
};

export async function seedVisitFixtures(): Promise<void> {
  const spec = PICTURES[1] ?? PICTURES[0];
  if (!spec) throw new Error('no demo picture');
  const picture = await drawPicture(spec, 11);
  const run = Date.now().toString(36);
  const sets: VisitFixture[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const seller = { name: 'Clara Criadora', email: `visit-seller-${run}-${attempt}@galope.test` };
    const buyer = { name: 'Bruno Comprador', email: `visit-buyer-${run}-${attempt}@galope.test` };
    const lateBuyer = { name: 'Nora Tardía', email: `visit-late-${run}-${attempt}@galope.test` };
    const ids: string[] = [];
    for (const person of [seller, buyer, lateBuyer]) {
      const created = await createUser({
        ...person,
        passwordHash: await hashPassword(PASSWORD),
        accountType: 'individual',
        locale: 'en',
        emailVerified: true,
      });
      if (!created) throw new Error(`visit fixture ${person.email} not created`);
      ids.push(created.id);
    }
    const title = `Yegua Visitable ${run} ${attempt}`;
    await postFixtureAd(
      ids[0] ?? '',
      {
        title,
        type: 'offer',
        subcategory: 'leisure_horses',
        province: 'ES.56.GI',
        town: 'girona',
        price: 4_800,
        filters: { raza: 'pura-raza-espanola', sexo: 'yegua', capa: 'castano' },
        picture: spec.key,
      },
      picture,
    );
    const [ad] = await getDb()
      .select({ slug: classifieds.slug })
      .from(classifieds)
      .where(eq(classifieds.ownerId, ids[0] ?? ''));
    if (!ad) throw new Error('visit fixture ad not written');
    sets.push({ seller, buyer, lateBuyer, ad: { title, slug: ad.slug } });
  }
  writeFileSync(VISIT_FIXTURES_FILE, JSON.stringify(sets));
}

/** The set for a test's attempt (call after waitForSearchFixtures: written before its marker). */
export function visitFixture(retry: number): VisitFixture {
  const sets = JSON.parse(readFileSync(VISIT_FIXTURES_FILE, 'utf8')) as VisitFixture[];
  const set = sets[Math.min(retry, sets.length - 1)];
  if (!set) throw new Error('no visit fixtures');
  return set;
}
