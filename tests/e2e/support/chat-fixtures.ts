/**
 * Sellers for the chat journeys, each with one approved ad and a password, written at e2e server
 * start (beside the search fixtures) so a journey does not spend a minute posting and approving an
 * ad. One seller per journey: a seller's conversations are that journey's alone (buyers are new
 * each run). Girona and the word "Mensajera" keep them out of the search journeys' results.
 */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { drawPicture, PICTURES } from '../../../seeds/demo/drawings/pictures.ts';
import { hashPassword } from '../../../server/accounts/password.ts';
import { createUser } from '../../../server/accounts/users.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds, users } from '../../../server/db/tables.ts';
import { CHAT_BUYERS, CHAT_FIXTURES_FILE, CHAT_SELLERS } from './chat-sellers.ts';
import { postFixtureAd } from './search-fixtures.ts';

/** accounts.ts's PASSWORD (that module loads Playwright, which the server must not). */
const PASSWORD = 'Herradura-2026';

export async function seedChatFixtures(): Promise<void> {
  const slugs: Record<string, string> = {};
  const spec = PICTURES[0];
  if (!spec) throw new Error('no demo picture');
  const picture = await drawPicture(spec, 7);
  for (const [key, seller] of Object.entries(CHAT_SELLERS)) {
    const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, seller.email));
    const ownerId =
      existing?.id ??
      (
        await createUser({
          email: seller.email,
          name: seller.name,
          passwordHash: await hashPassword(PASSWORD),
          accountType: 'individual',
          locale: 'en',
          emailVerified: true,
        })
      )?.id;
    if (!ownerId) throw new Error(`chat seller ${seller.email} not created`);
    const [ad] = await getDb()
      .select({ slug: classifieds.slug })
      .from(classifieds)
      .where(eq(classifieds.ownerId, ownerId));
    if (ad) {
      slugs[key] = ad.slug;
      continue;
    }
    await postFixtureAd(
      ownerId,
      {
        title: seller.ad,
        type: 'offer',
        subcategory: 'leisure_horses',
        province: 'ES.56.GI',
        town: 'girona',
        price: 3_500,
        filters: { raza: 'cruzado', sexo: 'yegua', capa: 'tordo' },
        picture: spec.key,
      },
      picture,
    );
    const [posted] = await getDb()
      .select({ slug: classifieds.slug })
      .from(classifieds)
      .where(eq(classifieds.ownerId, ownerId));
    if (!posted) throw new Error(`chat fixture ad of ${seller.email} not written`);
    slugs[key] = posted.slug;
  }
  const run = Date.now().toString(36);
  const buyers: Record<string, { name: string; email: string }> = {};
  for (const [index, key] of CHAT_BUYERS.entries()) {
    const buyer = {
      name: `${['Comprador', 'Compradora', 'Curiosa', 'Jinete', 'Amazona', 'Lectora', 'Paseante', 'Vecina', 'Avisada', 'Invitada'][index]} ${run}`,
      email: `chat-${key}-${run}@galope.test`,
    };
    const created = await createUser({
      ...buyer,
      passwordHash: await hashPassword(PASSWORD),
      accountType: 'individual',
      locale: 'en',
      emailVerified: true,
    });
    if (!created) throw new Error(`chat buyer ${buyer.email} not created`);
    buyers[key] = buyer;
  }
  writeFileSync(CHAT_FIXTURES_FILE, JSON.stringify({ slugs, buyers }));
}
