import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { findScamPatterns, type ScamKind } from '../chat/scam-patterns.ts';
import { getDb } from '../db/client.ts';
import { adReports, classifiedMedia, classifieds, photoMatches, users } from '../db/tables.ts';

/** Another user's ad showing the same picture as one of this ad's photos. */
interface ReusedPhoto {
  adSlug: string;
  adTitle: string;
  adStatus: string;
  ownerName: string;
  /** Bits apart (0 = the same file or a pixel-identical copy). */
  distance: number;
}

/** What the moderation queue warns about on an ad (docs/decisions/0029-moderation-flags.md). */
export interface AdFlags {
  reusedPhotos: ReusedPhoto[];
  /** Kinds of scam pattern in the title and description (server/chat/scam-patterns.ts). */
  scamWords: ScamKind[];
  /** Reports from users still open. */
  openReports: number;
}

/** The flags of each ad, keyed by ad id (every id present, an ad without flags has empty ones). */
export async function findAdFlags(
  ads: { id: string; title: string; description: string }[],
): Promise<Map<string, AdFlags>> {
  const ids = ads.map((ad) => ad.id);
  const [reused, reports] = ids.length
    ? await Promise.all([findReusedPhotos(ids), countOpenReports(ids)])
    : [new Map<string, ReusedPhoto[]>(), new Map<string, number>()];
  return new Map(
    ads.map((ad) => [
      ad.id,
      {
        reusedPhotos: reused.get(ad.id) ?? [],
        scamWords: findScamPatterns(`${ad.title}\n${ad.description}`),
        openReports: reports.get(ad.id) ?? 0,
      },
    ]),
  );
}

/** Photos of these ads matched to another user's photo, either way round, one entry per other ad. */
async function findReusedPhotos(adIds: string[]): Promise<Map<string, ReusedPhoto[]>> {
  // A match is stored once, newer photo first: look from both sides.
  const [forward, backward] = await Promise.all([
    matchedAds(adIds, photoMatches.mediaId, photoMatches.matchedMediaId),
    matchedAds(adIds, photoMatches.matchedMediaId, photoMatches.mediaId),
  ]);
  const byAd = new Map<string, ReusedPhoto[]>();
  for (const { adId, ...match } of [...forward, ...backward].sort((a, b) => a.distance - b.distance)) {
    const known = byAd.get(adId) ?? [];
    if (!known.some((each) => each.adSlug === match.adSlug)) byAd.set(adId, [...known, match]);
  }
  return byAd;
}

function matchedAds(adIds: string[], mineColumn: PgColumn, theirsColumn: PgColumn) {
  const mine = alias(classifiedMedia, 'mine');
  const theirs = alias(classifiedMedia, 'theirs');
  return getDb()
    .select({
      adId: mine.classifiedId,
      adSlug: classifieds.slug,
      adTitle: classifieds.title,
      adStatus: classifieds.status,
      ownerName: users.name,
      distance: photoMatches.distance,
    })
    .from(mine)
    .innerJoin(photoMatches, eq(mineColumn, mine.id))
    .innerJoin(theirs, eq(theirs.id, theirsColumn))
    .innerJoin(classifieds, eq(classifieds.id, theirs.classifiedId))
    .innerJoin(users, eq(users.id, classifieds.ownerId))
    .where(inArray(mine.classifiedId, adIds));
}

async function countOpenReports(adIds: string[]): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ adId: adReports.classifiedId, n: count() })
    .from(adReports)
    .where(and(inArray(adReports.classifiedId, adIds), isNull(adReports.resolvedAt)))
    .groupBy(adReports.classifiedId);
  return new Map(rows.map((row) => [row.adId, Number(row.n)]));
}
