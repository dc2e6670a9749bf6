import { eq } from 'drizzle-orm';
import { formatDate, formatPrice } from '../../common/locale/format.ts';
import type { AdBrief } from '../ads/ad-brief.ts';
import { getDb } from '../db/client.ts';
import { favourites } from '../db/tables.ts';
import { type NotificationType, notifyUser } from '../notifications/notify-user.ts';
import { claimNotices } from './engagement-notices.ts';
import { classifiedOf, localesOf } from './notice-people.ts';

type AlertedAd = Pick<AdBrief, 'id' | 'ownerId' | 'slug' | 'title' | 'classifiedCover' | 'price' | 'currency'>;

/**
 * The owner lowered the price: everyone who favourited the ad is told the new price, once per
 * price (dropping to the same price again after a rise says nothing new).
 */
export function alertFavouritesPriceDropped({ ad }: { ad: AlertedAd }): Promise<number> {
  const { price } = ad;
  if (price === null) return Promise.resolve(0);
  return alertFavouriters({
    ad,
    event: `price_dropped:${price}`,
    type: 'favourite_price_dropped',
    values: (locale) => ({ price: formatPrice(locale, price, ad.currency) }),
  });
}

/** The owner marked the ad sold: told once per ad, even if it is unmarked and marked again. */
export function alertFavouritesSold({ ad }: { ad: AlertedAd }): Promise<number> {
  return alertFavouriters({ ad, event: 'sold', type: 'favourite_sold', values: () => ({}) });
}

/** The ad is about to expire (the owner's expiry reminder run): once per expiry date. */
export function alertFavouritesExpiring({ ad, expiresAt }: { ad: AlertedAd; expiresAt: Date }): Promise<number> {
  return alertFavouriters({
    ad,
    event: `expiring:${expiresAt.toISOString()}`,
    type: 'favourite_expiring',
    values: () => ({ date: formatDate(expiresAt) }),
  });
}

/**
 * Tells each user who favourited the ad (never its owner) about `event`, claiming it first so no
 * one hears of the same event twice. Returns how many were told.
 */
async function alertFavouriters(options: {
  ad: AlertedAd;
  event: string;
  type: Extract<NotificationType, `favourite_${string}`>;
  values: (locale: Parameters<typeof formatPrice>[0]) => Record<string, string>;
}): Promise<number> {
  const { ad } = options;
  const favouriters = await getDb()
    .select({ userId: favourites.userId })
    .from(favourites)
    .where(eq(favourites.classifiedId, ad.id));
  const recipients = await claimNotices({
    userIds: favouriters.map((row) => row.userId).filter((userId) => userId !== ad.ownerId),
    classifiedId: ad.id,
    event: options.event,
  });
  const locales = await localesOf(recipients);
  for (const userId of recipients) {
    await notifyUser({
      userId,
      type: options.type,
      content: `notifications.${options.type}`,
      data: { classified: classifiedOf(ad), ...options.values(locales.get(userId) ?? 'es') },
    });
  }
  return recipients.length;
}
