/**
 * An approved ad with three photos, for the journeys that move through an ad's gallery (the other
 * fixture ads have one photo), and its owner, who signs in to hear of people saving it: admirers
 * new at each start (an owner is told once per admirer and ad), three per attempt. Written at e2e
 * server start, the ad kept across runs like the chat sellers' ads; "Galería" and Girona keep it
 * out of the search journeys' results. All sign in with accounts.ts's PASSWORD.
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

const GALLERY_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'gallery-fixtures.json');
/** accounts.ts's PASSWORD (that module loads Playwright, which the server must not). */
const PASSWORD = 'Herradura-2026';
export const GALLERY_OWNER = { name: 'Gala Galería', email: 'gallery-seller@galope.test' } as const;
const GALLERY_AD = { title: 'Yegua Galería con tres fotos', photos: 3 } as const;
/** Sets of admirers: one per attempt and repeat of a journey in a run. */
const ADMIRER_SETS = 6;

type Person = { name: string; email: string };
interface GalleryFixture {
  slug: string;
  admirers: [Person, Person, Person][];
}

async function findAdSlug(ownerId: string): Promise<string | undefined> {
  const [ad] = await getDb()
    .select({ slug: classifieds.slug })
    .from(classifieds)
    .where(eq(classifieds.ownerId, ownerId));
  return ad?.slug;
}

export async function seedGalleryFixtures(): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, GALLERY_OWNER.email));
  if (existing) await getDb().update(users).set({ passwordHash }).where(eq(users.id, existing.id));
  const ownerId =
    existing?.id ??
    (
      await createUser({
        ...GALLERY_OWNER,
        passwordHash,
        accountType: 'individual',
        locale: 'en',
        emailVerified: true,
      })
    )?.id;
  if (!ownerId) throw new Error('gallery fixture owner not created');
  let slug = await findAdSlug(ownerId);
  if (!slug) {
    const specs = ['chestnut-spring', 'chestnut-arena', 'chestnut-foal'].map((key) =>
      PICTURES.find((spec) => spec.key === key),
    );
    const pictures = await Promise.all(
      specs.map((spec, index) => {
        if (!spec) throw new Error('no demo picture for the gallery');
        return drawPicture(spec, 17 + index);
      }),
    );
    await postFixtureAd(
      ownerId,
      {
        title: GALLERY_AD.title,
        type: 'offer',
        subcategory: 'leisure_horses',
        province: 'ES.56.GI',
        town: 'girona',
        price: 2_900,
        filters: { raza: 'cruzado', sexo: 'yegua', capa: 'castano' },
        picture: 'chestnut-spring',
      },
      pictures,
    );
    slug = await findAdSlug(ownerId);
  }
  if (!slug) throw new Error('gallery fixture ad not written');
  const run = Date.now().toString(36);
  const admirers: [Person, Person, Person][] = [];
  for (let set = 0; set < ADMIRER_SETS; set++) {
    const people = ['Ada', 'Bea', 'Cloe'].map((name) => ({
      name: `${name} Admiradora ${run}${set}`,
      email: `admirer-${name.toLowerCase()}-${run}-${set}@galope.test`,
    }));
    for (const person of people) {
      const created = await createUser({
        ...person,
        passwordHash,
        accountType: 'individual',
        locale: 'en',
        emailVerified: true,
      });
      if (!created) throw new Error(`admirer ${person.email} not created`);
    }
    admirers.push(people as [Person, Person, Person]);
  }
  const fixture: GalleryFixture = { slug, admirers };
  writeFileSync(GALLERY_FIXTURES_FILE, JSON.stringify(fixture));
}

/** What the e2e server wrote (call after waitForSearchFixtures: written before its marker). */
export function galleryFixture(): GalleryFixture {
  return JSON.parse(readFileSync(GALLERY_FIXTURES_FILE, 'utf8')) as GalleryFixture;
}
