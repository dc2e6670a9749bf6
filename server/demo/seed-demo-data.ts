/**
 * The demo a fresh `npm start` shows (DESIGN.md): nine people and one PRE stud with a professional
 * page, ~350 approved ads in every subcategory and some fifty provinces of Spain and Portugal, with
 * photos drawn on the spot (no downloads). Written once: the `demo_data_seeded` setting marks it done, so later starts
 * cost one query; an advisory lock keeps two nodes starting together from both writing it.
 *
 * The people, words, quotas, conversations and drawings are data in seeds/demo/; this folder loads
 * them: it plans the ads (demo-plan.ts), draws and stores the photos (demo-photos.ts) and writes
 * the rows (demo-rows.ts, demo-chats.ts).
 *
 * Demo accounts: lucia, javier, carmen, pablo, marta, jordi, joao, ines, sarah and yeguada
 * @demo.galope.test, all with the password `galope-demo`.
 *
 * The demo writes users, profiles and ads directly, like the reference seed writes the catalogue:
 * it is data for a new installation, not a user's action, so it skips the review queue and mail.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USERS } from '../../seeds/demo/people.ts';
import { createRandom } from '../../seeds/demo/random.ts';
import { hashPassword } from '../accounts/password.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import { getDb } from '../db/client.ts';
import { settings } from '../db/tables.ts';
import { logger } from '../infra/logger.ts';
import { insertChats } from './demo-chats.ts';
import { type PreparedPicture, preparePictures, storeAdPhotos } from './demo-photos.ts';
import { planAds } from './demo-plan.ts';
import { insertAds, insertCompanyProfile, insertPhotos, insertUsers, storeProfilePictures } from './demo-rows.ts';

const DEMO_MARKER = 'demo_data_seeded';
export const DEMO_SEED = 20_261_123;

export async function seedDemoData(): Promise<void> {
  if (await isSeeded()) return;
  await withAdvisoryLock(getDb(), 'seed-demo-data', async () => {
    if (await isSeeded()) return;
    const startedAt = performance.now();
    const now = new Date();
    const ads = planAds({ random: createRandom(DEMO_SEED), reference: await getReferenceData(), now });
    const pictureKeys = new Set([
      ...ads.flatMap((ad) => ad.pictures),
      ...DEMO_USERS.flatMap((user) => (user.avatar ? [user.avatar] : [])),
      DEMO_COMPANY.cover,
    ]);
    const [pictures, passwordHash] = await Promise.all([preparePictures(pictureKeys), hashPassword(DEMO_PASSWORD)]);
    const picturesDone = performance.now();

    const userIds = new Map(DEMO_USERS.map((user) => [user.key, randomUUID()]));
    const adIds = ads.map(() => randomUUID());
    const media = ads.flatMap((ad, index) =>
      ad.pictures.map((key, position) => ({ ad, adId: adIds[index] as string, mediaId: randomUUID(), position, key })),
    );
    // Files first: once the rows commit, every photo they point at is there.
    await storeAdPhotos(media.map((each) => ({ ...each, picture: prepared(pictures, each.key) })));
    const avatars = await storeProfilePictures(userIds, (key) => prepared(pictures, key).jpeg);
    const filesDone = performance.now();

    await getDb().transaction(async (tx) => {
      const [marker] = await tx
        .insert(settings)
        .values({ key: DEMO_MARKER, value: { seededAt: now.toISOString(), ads: ads.length } })
        .onConflictDoNothing()
        .returning({ key: settings.key });
      if (!marker) return;
      await insertUsers(tx, { userIds, passwordHash, avatars: avatars.avatars, now });
      await insertCompanyProfile(tx, userIds, avatars.cover);
      await insertAds(tx, ads, adIds, userIds);
      await insertPhotos(
        tx,
        media.map((each) => ({
          ...each,
          ownerId: userIds.get(each.ad.ownerKey) as string,
          picture: prepared(pictures, each.key),
        })),
      );
      await insertChats(tx, { ads, adIds, userIds, now });
    });
    const done = performance.now();
    logger.info(
      {
        ms: Math.round(done - startedAt),
        ads: ads.length,
        photos: media.length,
        pictures: pictures.size,
        // Where the time went: drawing and encoding the pictures, writing files, the database.
        picturesMs: Math.round(picturesDone - startedAt),
        filesMs: Math.round(filesDone - picturesDone),
        databaseMs: Math.round(done - filesDone),
      },
      'demo data seeded',
    );
  });
}

async function isSeeded(): Promise<boolean> {
  const rows = await getDb().select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_MARKER));
  return rows.length > 0;
}

function prepared(pictures: Map<string, PreparedPicture>, key: string): PreparedPicture {
  const picture = pictures.get(key);
  if (!picture) throw new Error(`demo picture ${key} was not prepared`);
  return picture;
}
