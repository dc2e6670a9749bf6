import { and, eq, isNull } from 'drizzle-orm';
import { findShownPhone, type ProfilePhone } from '../accounts/profiles.ts';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import { VISIBLE } from './ad-visibility.ts';

/**
 * The phone of the seller of the public, unsold ad at /s/{slug}, when they show it. The caller
 * has let the reader ask (signed in or a solved captcha, within the rate limit): the number is
 * handed out one reader at a time and is never part of a page (docs/decisions/0063).
 */
export async function findAdSellerPhone({ slug }: { slug: string }): Promise<ProfilePhone | undefined> {
  const [ad] = await getDb()
    .select({ ownerId: classifieds.ownerId })
    .from(classifieds)
    .where(and(eq(classifieds.slug, slug), VISIBLE, isNull(classifieds.soldAt)))
    .limit(1);
  return ad ? findShownPhone({ userId: ad.ownerId }) : undefined;
}
