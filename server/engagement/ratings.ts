import { and, avg, count, eq, sql } from 'drizzle-orm';
import { INTL_TAG, type Locale } from '../../common/locale/locales.ts';
import { findAdBrief } from '../ads/ad-brief.ts';
import { getDb } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { adRatings } from '../db/tables.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { claimNotices } from './engagement-notices.ts';
import { actorOf, classifiedOf } from './notice-people.ts';
import { isStars } from './stars.ts';

export type RateResult = { ok: true; stars: number; adId: string } | { ok: false; error: 'not_found' | 'own_ad' };

export interface RatingSummary {
  /** Mean of every rating, unrounded; null when there is none. */
  average: number | null;
  /** The mean with one decimal, in the reader's language ("4,5" in Spanish). */
  averageText: string | null;
  count: number;
  /** The reader's own stars, or null. */
  mine: number | null;
}

/**
 * `userId` gives the visible ad at /s/{slug} 1–5 stars, replacing their earlier rating. Never on
 * one's own ad (spec §6). The owner is told once per rater, ad and star count, so changing 4 → 5
 * tells them about the 5 but toggling back and forth tells them nothing new.
 */
export async function rateAd({
  userId,
  slug,
  stars,
}: {
  userId: string;
  slug: string;
  stars: number;
}): Promise<RateResult> {
  if (!isStars(stars)) throw new Error(`stars out of range: ${stars}`);
  const ad = await findAdBrief({ slug });
  if (!ad?.visible) return { ok: false, error: 'not_found' };
  if (ad.ownerId === userId) return { ok: false, error: 'own_ad' };
  await getDb()
    .insert(adRatings)
    .values({ classifiedId: ad.id, userId, stars })
    .onConflictDoUpdate({
      target: [adRatings.classifiedId, adRatings.userId],
      set: { stars, updatedAt: sql`now()` },
    });
  const [first] = await claimNotices({ userIds: [userId], classifiedId: ad.id, event: `rated:${stars}` });
  if (first) {
    await notifyUser({
      userId: ad.ownerId,
      type: 'rating',
      content: 'notifications.rating',
      data: { user: await actorOf(userId), classified: classifiedOf(ad), stars },
    });
  }
  return { ok: true, stars, adId: ad.id };
}

/** The ad page's average and count, and what the reader gave (null for a guest). */
/** Every ad page asks it. */
const ratingTotals = preparedStatement((db) =>
  db
    .select({ average: avg(adRatings.stars), count: count() })
    .from(adRatings)
    .where(eq(adRatings.classifiedId, sql.placeholder('classifiedId')))
    .prepare('ad_rating_totals'),
);

export async function findRatingSummary({
  classifiedId,
  userId,
  locale,
}: {
  classifiedId: string;
  userId: string | null;
  locale: Locale;
}): Promise<RatingSummary> {
  const [[totals], mine] = await Promise.all([
    ratingTotals().execute({ classifiedId }),
    userId
      ? getDb()
          .select({ stars: adRatings.stars })
          .from(adRatings)
          .where(and(eq(adRatings.classifiedId, classifiedId), eq(adRatings.userId, userId)))
      : Promise.resolve([]),
  ]);
  const average = totals?.average == null ? null : Number(totals.average);
  return {
    average,
    averageText: average === null ? null : oneDecimal(locale).format(average),
    count: totals?.count ?? 0,
    mine: mine[0]?.stars ?? null,
  };
}

/** One per locale: making a formatter costs far more than using one. */
const oneDecimalFormats = new Map<Locale, Intl.NumberFormat>();

function oneDecimal(locale: Locale): Intl.NumberFormat {
  let format = oneDecimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    oneDecimalFormats.set(locale, format);
  }
  return format;
}
