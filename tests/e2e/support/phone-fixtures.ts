/**
 * The show-phone journey's people, written at e2e server start (beside the chat fixtures): per
 * run, a private seller who shows a verified phone, with two ads for retired horses in Lleida
 * (one of them sold, to see the "no longer available" page lead to the other), and a buyer. All
 * sign in with accounts.ts's PASSWORD; "Telefonera" keeps them out of the search journeys.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drawPicture, PICTURES } from '../../../seeds/demo/drawings/pictures.ts';
import { hashPassword } from '../../../server/accounts/password.ts';
import { createUser } from '../../../server/accounts/users.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds, users } from '../../../server/db/tables.ts';
import { postFixtureAd } from './search-fixtures.ts';

const PHONE_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'phone-fixtures.json');
const PASSWORD = 'Herradura-2026';
/** The seller's number, as the ad page shows it once asked for. */
export const SELLER_PHONE = { stored: '+34687219354', shown: '+34 687 21 93 54' };

export interface PhoneFixture {
  buyer: { name: string; email: string };
  seller: { name: string };
  ad: { title: string; slug: string };
  soldAd: { title: string; slug: string };
}

export async function seedPhoneFixtures(): Promise<void> {
  const spec = PICTURES[2] ?? PICTURES[0];
  if (!spec) throw new Error('no demo picture');
  const picture = await drawPicture(spec, 13);
  const run = Date.now().toString(36);
  const seller = { name: 'Telma Telefonera', email: `phone-seller-${run}@galope.test` };
  const buyer = { name: 'Pau Comprador', email: `phone-buyer-${run}@galope.test` };
  const ids: string[] = [];
  for (const person of [seller, buyer]) {
    const created = await createUser({
      ...person,
      passwordHash: await hashPassword(PASSWORD),
      accountType: 'individual',
      locale: 'en',
      emailVerified: true,
    });
    if (!created) throw new Error(`phone fixture ${person.email} not created`);
    ids.push(created.id);
  }
  const sellerId = ids[0] ?? '';
  await getDb()
    .update(users)
    .set({ phoneNumber: SELLER_PHONE.stored, phoneVerifiedAt: new Date(), phoneVisible: true })
    .where(eq(users.id, sellerId));
  const titles = [`Yegua jubilada Telefonera ${run}`, `Caballo jubilado Telefonero vendido ${run}`];
  for (const [index, title] of titles.entries()) {
    await postFixtureAd(
      sellerId,
      {
        title,
        type: 'offer',
        subcategory: 'retired_horses',
        province: 'ES.56.L',
        town: 'lleida',
        price: 1_500,
        filters: { raza: 'cruzado', sexo: 'yegua', capa: 'castano' },
        picture: spec.key,
        sold: index === 1,
      },
      picture,
    );
  }
  const rows = await getDb()
    .select({ slug: classifieds.slug, title: classifieds.title })
    .from(classifieds)
    .where(eq(classifieds.ownerId, sellerId));
  const slugOf = (title: string) => {
    const row = rows.find((each) => each.title === title);
    if (!row) throw new Error(`phone fixture ad ${title} not written`);
    return row.slug;
  };
  const [live = '', sold = ''] = titles;
  const fixture: PhoneFixture = {
    buyer,
    seller: { name: seller.name },
    ad: { title: live, slug: slugOf(live) },
    soldAd: { title: sold, slug: slugOf(sold) },
  };
  writeFileSync(PHONE_FIXTURES_FILE, JSON.stringify(fixture));
}

/** What the e2e server wrote (call after waitForSearchFixtures: written before its marker). */
export function phoneFixture(): PhoneFixture {
  return JSON.parse(readFileSync(PHONE_FIXTURES_FILE, 'utf8')) as PhoneFixture;
}
