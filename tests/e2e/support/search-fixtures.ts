/**
 * A small, fixed set of approved ads for the search journeys, written at e2e server start through
 * the same domain functions as the posting form and the moderator (the e2e server has no demo
 * data). Their words ("Almenara", "Guadalquivir") are unlikely in any other test's ads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { drawPicture, PICTURES } from '../../../seeds/demo/drawings/pictures.ts';
import { createUser } from '../../../server/accounts/users.ts';
import { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } from '../../../server/ads/ad-drafts.ts';
import { approveAd, changeOwnAd, submitAd } from '../../../server/ads/ad-lifecycle.ts';
import { addPhoto, processPhoto } from '../../../server/ads/ad-media.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds, users } from '../../../server/db/tables.ts';

const FIXTURE_OWNER_EMAIL = 'cortijo-almenara@galope.test';
/** Written into the data folder once every fixture ad is approved. */
const SEARCH_FIXTURES_MARKER = 'search-fixtures-ready';

export interface FixtureAd {
  title: string;
  type: 'offer' | 'demand';
  subcategory: string;
  province: string;
  town: string;
  price?: number;
  filters: Record<string, string>;
  picture: string;
  sold?: boolean;
}

const SEVILLA = 'ES.51.SE';
const CADIZ = 'ES.51.CA';
const CORDOBA = 'ES.51.CO';
const HUELVA = 'ES.51.H';
const GREY_LUSITANO = { raza: 'lusitano', sexo: 'yegua', capa: 'tordo' };

/**
 * 'yegua lusitana' in Sevilla, 8,000–20,000 €, breed lusitano and coat grey finds exactly the first
 * two; each of the next ones misses by one field (coat, province, price, sold, wanted).
 */
const SEARCH_FIXTURES: readonly FixtureAd[] = [
  {
    title: 'Yegua lusitana torda Almenara de siete años',
    ...offer('sport_horses', SEVILLA, 'utrera', 9_500, GREY_LUSITANO, 'grey-arena'),
  },
  {
    title: 'Yegua lusitana torda Guadalquivir con papeles',
    ...offer('sport_horses', SEVILLA, 'carmona', 14_000, GREY_LUSITANO, 'grey-dry'),
  },
  {
    title: 'Yegua lusitana castaña Almenara muy noble',
    ...offer('sport_horses', SEVILLA, 'ecija', 7_800, { ...GREY_LUSITANO, capa: 'castano' }, 'chestnut-spring'),
  },
  {
    title: 'Yegua lusitana torda Almenara de doma vaquera',
    ...offer('sport_horses', CADIZ, 'jerez-de-la-frontera', 11_000, GREY_LUSITANO, 'grey-portrait'),
  },
  {
    title: 'Yegua lusitana torda Guadalquivir de alta escuela',
    ...offer('sport_horses', SEVILLA, 'dos-hermanas', 25_000, GREY_LUSITANO, 'grey-foal'),
  },
  {
    title: 'Yegua lusitana torda Almenara ya vendida',
    ...offer('sport_horses', SEVILLA, 'utrera', 10_000, GREY_LUSITANO, 'grey-arena'),
    sold: true,
  },
  {
    title: 'Busco yegua lusitana torda Almenara',
    type: 'demand',
    subcategory: 'sport_horses',
    province: SEVILLA,
    town: 'sevilla',
    filters: GREY_LUSITANO,
    picture: 'grey-dry',
  },
  {
    title: 'Caballo PRE negro Almenara para doma clásica',
    ...offer(
      'sport_horses',
      CORDOBA,
      'cordoba',
      18_000,
      { raza: 'pura-raza-espanola', sexo: 'entero', capa: 'negro' },
      'black-arena',
    ),
  },
  // The home journey's town: 'yegua lusitana' of every type in Jerez de la Frontera, 8,000–20,000 €,
  // breed lusitano and coat grey finds the Cádiz mare above and the next two; each one after them
  // misses by one field (price, coat, breed, town).
  {
    title: 'Yegua lusitana torda Guadalquivir nacida en la yeguada',
    ...offer('sport_horses', CADIZ, 'jerez-de-la-frontera', 16_500, GREY_LUSITANO, 'grey-foal'),
  },
  {
    title: 'Busco yegua lusitana torda Guadalquivir para doma',
    ...offer('sport_horses', CADIZ, 'jerez-de-la-frontera', 15_000, GREY_LUSITANO, 'grey-dry'),
    type: 'demand',
  },
  {
    title: 'Yegua lusitana torda Almenara campeona de morfología',
    ...offer('sport_horses', CADIZ, 'jerez-de-la-frontera', 26_000, GREY_LUSITANO, 'grey-portrait'),
  },
  {
    title: 'Yegua lusitana negra Guadalquivir de doma clásica',
    ...offer('sport_horses', CADIZ, 'jerez-de-la-frontera', 12_000, { ...GREY_LUSITANO, capa: 'negro' }, 'black-arena'),
  },
  {
    title: 'Yegua lusitana torda Almenara cruzada de buen carácter',
    ...offer('sport_horses', CADIZ, 'jerez-de-la-frontera', 9_000, { ...GREY_LUSITANO, raza: 'cruzado' }, 'grey-dry'),
  },
  {
    title: 'Yegua lusitana torda Almenara de la sierra',
    ...offer('sport_horses', CADIZ, 'arcos-de-la-frontera', 13_000, GREY_LUSITANO, 'grey-arena'),
  },
  // Enough leisure horses in Huelva for a second page of results (24 a page).
  ...Array.from({ length: 26 }, (_, index) => ({
    title: `Caballo de paseo Guadalquivir número ${index + 1}`,
    ...offer(
      'leisure_horses',
      HUELVA,
      'huelva',
      2_000 + index * 100,
      { raza: 'cruzado', sexo: 'castrado', capa: index % 2 ? 'castano' : 'alazan' },
      index % 2 ? 'bay-spring' : 'chestnut-spring',
    ),
  })),
];

function offer(
  subcategory: string,
  province: string,
  town: string,
  price: number,
  filters: Record<string, string>,
  picture: string,
) {
  return { type: 'offer' as const, subcategory, province, town, price, filters, picture };
}

/**
 * Writes the fixture ads a database does not hold yet (by title): a second start writes nothing,
 * and a database kept from before a fixture was added gets just that one.
 */
export async function seedSearchFixtures(): Promise<void> {
  const owner = await fixtureOwner();
  // An ad left a draft by a start stopped halfway counts as not written: it is posted again.
  const written = new Set(
    (
      await getDb()
        .select({ title: classifieds.title })
        .from(classifieds)
        .where(and(eq(classifieds.ownerId, owner), ne(classifieds.status, 'draft')))
    ).map((ad) => ad.title),
  );
  const pictures = new Map<string, Buffer>();
  for (const fixture of SEARCH_FIXTURES) {
    if (written.has(fixture.title)) continue;
    let picture = pictures.get(fixture.picture);
    if (!picture) {
      const index = PICTURES.findIndex((spec) => spec.key === fixture.picture);
      const spec = PICTURES[index];
      if (!spec) throw new Error(`no demo picture ${fixture.picture}`);
      picture = await drawPicture(spec, 100 + index);
      pictures.set(fixture.picture, picture);
    }
    await postFixtureAd(owner, fixture, picture);
  }
}

async function fixtureOwner(): Promise<string> {
  const [existing] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, FIXTURE_OWNER_EMAIL));
  if (existing) return existing.id;
  const owner = await createUser({
    email: FIXTURE_OWNER_EMAIL,
    name: 'Cortijo Almenara',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
    emailVerified: true,
  });
  if (!owner) throw new Error('fixture owner not created');
  return owner.id;
}

/** Posts and approves a fixture ad with its photo, or photos in order (the first is the cover). */
export async function postFixtureAd(ownerId: string, fixture: FixtureAd, pictures: Buffer | Buffer[]): Promise<void> {
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: fixture.type });
  const steps = [
    await saveAdSubcategory({ ownerId, adId, subcategory: fixture.subcategory }),
    await saveAdDetails({
      ownerId,
      adId,
      values: {
        title: fixture.title,
        description: `${fixture.title}. Se enseña con cita previa; vídeos y más fotos por mensaje.`,
        price: fixture.price,
        filters: fixture.filters,
      },
    }),
    await saveAdLocation({ ownerId, adId, province: fixture.province, town: fixture.town }),
  ];
  const failed = steps.find((step) => !step.ok);
  if (failed) throw new Error(`fixture ${fixture.title}: ${JSON.stringify(failed)}`);
  for (const bytes of Array.isArray(pictures) ? pictures : [pictures]) {
    const photo = await addPhoto({ ownerId, adId, bytes });
    if (!photo.ok) throw new Error(`fixture photo ${fixture.title}: ${photo.problem}`);
    await processPhoto(photo.media.id);
  }
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error(`fixture ${fixture.title}: ${JSON.stringify(submitted.missing)}`);
  await approveAd({ adId });
  if (fixture.sold) await changeOwnAd({ ownerId, adId, action: 'sold' });
}

/**
 * For the journeys: resolves once the e2e server has written the fixture ads. On a loaded machine
 * their photos take longer than the default two minutes; a spec may wait longer.
 */
export async function waitForSearchFixtures(timeoutMs = 120_000): Promise<void> {
  const marker = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', SEARCH_FIXTURES_MARKER);
  for (let tries = 0; !existsSync(marker); tries++) {
    if (tries * 250 > timeoutMs) throw new Error('search fixtures not written');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
