/**
 * The trust journey's people (issue 31), written at e2e server start beside the visit fixtures:
 * per attempt, a seller with two approved ads in Girona (one to sell; the other stays listed, so
 * its page shows the seller card with the reviews), a buyer and a third user, all with
 * accounts.ts's PASSWORD and confirmed e-mails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { drawPicture, PICTURES } from '../../../seeds/demo/drawings/pictures.ts';
import { hashPassword } from '../../../server/accounts/password.ts';
import { createUser } from '../../../server/accounts/users.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds } from '../../../server/db/tables.ts';
import { postFixtureAd } from './search-fixtures.ts';

const TRUST_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'trust-fixtures.json');
const PASSWORD = 'Herradura-2026';
const ATTEMPTS = 2;

type Person = { name: string; email: string; slug: string };
export type TrustFixture = {
  seller: Person;
  buyer: Person;
  third: Person;
  sold: { title: string; slug: string };
  listed: { title: string; slug: string };
};

export async function seedTrustFixtures(): Promise<void> {
  const spec = PICTURES[2] ?? PICTURES[0];
  if (!spec) throw new Error('no demo picture');
  const picture = await drawPicture(spec, 13);
  const run = Date.now().toString(36);
  const sets: TrustFixture[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const people: Person[] = [];
    const ids: string[] = [];
    for (const [name, label] of [
      ['Sara Confiable', 'seller'],
      ['Bruno Pagador', 'buyer'],
      ['Tomás Tercero', 'third'],
    ] as const) {
      const created = await createUser({
        name,
        email: `trust-${label}-${run}-${attempt}@galope.test`,
        passwordHash: await hashPassword(PASSWORD),
        accountType: 'individual',
        locale: 'en',
        emailVerified: true,
      });
      if (!created) throw new Error(`trust fixture ${label} not created`);
      people.push({ name, email: created.email, slug: created.slug });
      ids.push(created.id);
    }
    const [seller, buyer, third] = people as [Person, Person, Person];
    const ownerId = ids[0];
    if (!ownerId) throw new Error('trust seller missing');
    const titles = [`Yegua Confiable ${run} ${attempt}`, `Potro Listado ${run} ${attempt}`];
    for (const title of titles) {
      await postFixtureAd(
        ownerId,
        {
          title,
          type: 'offer',
          subcategory: 'leisure_horses',
          province: 'ES.56.GI',
          town: 'girona',
          price: 3_900,
          filters: { raza: 'pura-raza-espanola', sexo: 'yegua', capa: 'castano' },
          picture: spec.key,
        },
        picture,
      );
    }
    const ads = await getDb()
      .select({ title: classifieds.title, slug: classifieds.slug })
      .from(classifieds)
      .where(eq(classifieds.ownerId, ownerId))
      .orderBy(asc(classifieds.createdAt));
    const sold = ads.find((ad) => ad.title === titles[0]);
    const listed = ads.find((ad) => ad.title === titles[1]);
    if (!sold || !listed) throw new Error('trust fixture ads not written');
    sets.push({ seller, buyer, third, sold, listed });
  }
  writeFileSync(TRUST_FIXTURES_FILE, JSON.stringify(sets));
}

/** The set for a test's attempt (call after waitForSearchFixtures: written before its marker). */
export function trustFixture(retry: number): TrustFixture {
  const sets = JSON.parse(readFileSync(TRUST_FIXTURES_FILE, 'utf8')) as TrustFixture[];
  const set = sets[Math.min(retry, sets.length - 1)];
  if (!set) throw new Error('no trust fixtures');
  return set;
}
