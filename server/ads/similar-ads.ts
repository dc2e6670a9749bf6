import { and, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Locale } from '../../common/locale/locales.ts';
import { classifieds } from '../db/tables.ts';
import { type AdCardView, listAdCards, type SimilarAdsOrigin } from './ad-page-view.ts';

/**
 * Up to `limit` other visible, unsold ads of the same subcategory, nearest first: the same
 * province, then the same community, then anywhere, each newest first. One small query per ring,
 * each served by the visible-by-subcategory index, stopping as soon as the list is full.
 */
export async function listSimilarAds(options: {
  origin: SimilarAdsOrigin;
  locale: Locale;
  limit?: number;
}): Promise<AdCardView[]> {
  const { origin, locale } = options;
  const limit = options.limit ?? 4;
  if (!origin.subcategoryKey) return [];
  const rings: (SQL | undefined)[] = [
    origin.provinceId ? eq(classifieds.provinceId, origin.provinceId) : undefined,
    origin.communityId ? eq(classifieds.communityId, origin.communityId) : undefined,
    undefined,
  ];
  const found: AdCardView[] = [];
  for (const [index, ring] of rings.entries()) {
    // A ring without a place to match is skipped, except the last, "anywhere".
    if (!ring && index < rings.length - 1) continue;
    const seen = [origin.id, ...found.map((card) => card.id)];
    found.push(
      ...(await listAdCards({
        locale,
        limit: limit - found.length,
        where: and(
          eq(classifieds.subcategoryKey, origin.subcategoryKey),
          notInArray(classifieds.id, seen),
          isNull(classifieds.soldAt),
          ring,
        ),
      })),
    );
    if (found.length >= limit) break;
  }
  return found;
}
