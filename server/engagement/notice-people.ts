import type { Locale } from '../../common/locale/locales.ts';
import { findUserLocales } from '../accounts/user-lookups.ts';
import { findUserById } from '../accounts/users.ts';
import type { AdBrief } from '../ads/ad-brief.ts';
import { mediaUrl } from '../infra/storage/media-storage.ts';

/**
 * data.user of a notification (spec §3): the person who acted, as the recipient sees them. The
 * profile slug lets the list show their photo as it is now: a replaced photo's file is removed.
 */
export async function actorOf(
  userId: string,
): Promise<{ name: string; avatar_full_url: string | null; slug?: string }> {
  const user = await findUserById(userId);
  return { name: user?.name ?? '', avatar_full_url: mediaUrl(user?.avatarKey ?? null), slug: user?.slug };
}

/** data.classified of a notification (spec §3). */
export function classifiedOf(ad: Pick<AdBrief, 'slug' | 'title' | 'classifiedCover'>) {
  return { slug: ad.slug, title: ad.title, classified_cover: ad.classifiedCover };
}

/** The languages of the users told, so values like a price are written the way each reads them. */
export async function localesOf(userIds: string[]): Promise<Map<string, Locale>> {
  return findUserLocales(userIds);
}
