import { and, count, inArray, isNull, or } from 'drizzle-orm';
import { listUserNames } from '../accounts/user-lookups.ts';
import { findAdHeadlines } from '../ads/ad-headlines.ts';
import { findMediaOwners, listMediaOfAds } from '../ads/ad-media-owners.ts';
import { findScamPatterns, type ScamKind } from '../chat/scam-patterns.ts';
import { getDb } from '../db/client.ts';
import { adReports, photoMatches } from '../db/tables.ts';

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
  const mine = new Map((await listMediaOfAds(adIds)).map((media) => [media.id, media.classifiedId]));
  if (mine.size === 0) return new Map();
  // A match is stored once, newer photo first: look from both sides.
  const mineIds = [...mine.keys()];
  const matches = await getDb()
    .select()
    .from(photoMatches)
    .where(or(inArray(photoMatches.mediaId, mineIds), inArray(photoMatches.matchedMediaId, mineIds)));
  const pairs = matches.flatMap((match) => [
    ...(mine.has(match.mediaId)
      ? [{ mine: match.mediaId, theirs: match.matchedMediaId, distance: match.distance }]
      : []),
    ...(mine.has(match.matchedMediaId)
      ? [{ mine: match.matchedMediaId, theirs: match.mediaId, distance: match.distance }]
      : []),
  ]);
  const theirMedia = await findMediaOwners(pairs.map((pair) => pair.theirs));
  const ads = await findAdHeadlines([...theirMedia.values()].map((media) => media.classifiedId));
  const owners = new Map(
    (await listUserNames([...new Set([...ads.values()].map((ad) => ad.ownerId))])).map((user) => [user.id, user.name]),
  );
  const found: (ReusedPhoto & { adId: string })[] = pairs.flatMap((pair) => {
    const adId = mine.get(pair.mine);
    const ad = ads.get(theirMedia.get(pair.theirs)?.classifiedId ?? '');
    const ownerName = owners.get(ad?.ownerId ?? '');
    if (!adId || !ad || ownerName === undefined) return [];
    return [{ adId, adSlug: ad.slug, adTitle: ad.title, adStatus: ad.status, ownerName, distance: pair.distance }];
  });
  const byAd = new Map<string, ReusedPhoto[]>();
  for (const { adId, ...match } of found.sort((a, b) => a.distance - b.distance)) {
    const known = byAd.get(adId) ?? [];
    if (!known.some((each) => each.adSlug === match.adSlug)) byAd.set(adId, [...known, match]);
  }
  return byAd;
}

async function countOpenReports(adIds: string[]): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ adId: adReports.classifiedId, n: count() })
    .from(adReports)
    .where(and(inArray(adReports.classifiedId, adIds), isNull(adReports.resolvedAt)))
    .groupBy(adReports.classifiedId);
  return new Map(rows.map((row) => [row.adId, Number(row.n)]));
}
