/**
 * An approved ad with three photos, for the journeys that move through an ad's gallery (the other
 * fixture ads have one photo). Written at e2e server start and kept across runs, like the chat
 * sellers' ads; "Galería" and Girona keep it out of the search journeys' results.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createUser } from '../../../server/accounts/users.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds, users } from '../../../server/db/tables.ts';
import { drawPicture, PICTURES } from '../../../server/demo/demo-images.ts';
import { postFixtureAd } from './search-fixtures.ts';

const GALLERY_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'gallery-fixtures.json');
const OWNER_EMAIL = 'gallery-seller@galope.test';
export const GALLERY_AD = { title: 'Yegua Galería con tres fotos', photos: 3 } as const;

async function findAdSlug(ownerId: string): Promise<string | undefined> {
  const [ad] = await getDb()
    .select({ slug: classifieds.slug })
    .from(classifieds)
    .where(eq(classifieds.ownerId, ownerId));
  return ad?.slug;
}

export async function seedGalleryFixtures(): Promise<void> {
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, OWNER_EMAIL));
  const ownerId =
    existing?.id ??
    (
      await createUser({
        email: OWNER_EMAIL,
        name: 'Gala Galería',
        passwordHash: null,
        accountType: 'individual',
        locale: 'es',
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
  writeFileSync(GALLERY_FIXTURES_FILE, JSON.stringify({ slug }));
}

/** The gallery ad's slug (call after waitForSearchFixtures: written before its marker). */
export function galleryAdSlug(): string {
  return (JSON.parse(readFileSync(GALLERY_FIXTURES_FILE, 'utf8')) as { slug: string }).slug;
}
