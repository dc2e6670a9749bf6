import { findTrustFacts } from '../accounts/users.ts';
import { countSoldAds } from '../ads/sold-ads.ts';
import { findResponseStats, type ResponseStatsView } from './response-stats.ts';
import { findReviewSummary, listReviewsOf, type ReviewSummary, type ReviewView } from './reviews.ts';

/** What the seller card, /u and /pro show of how far a person can be trusted (issue 31). */
export interface ProfileTrust {
  /** The person's page, /u/{slug}. */
  slug: string;
  summary: ReviewSummary;
  reviews: ReviewView[];
  response: ResponseStatsView | null;
  soldCount: number;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/** The trust facts of the person at /u/{slug}, with their latest `limit` reviews as `readerId` may act on them. */
export async function findProfileTrust(options: {
  slug: string;
  readerId: string | null;
  limit: number;
}): Promise<ProfileTrust | undefined> {
  const facts = await findTrustFacts(options.slug);
  if (!facts) return undefined;
  const [summary, reviews, response, soldCount] = await Promise.all([
    findReviewSummary({ userId: facts.id }),
    options.limit > 0 ? listReviewsOf({ userId: facts.id, readerId: options.readerId, limit: options.limit }) : [],
    findResponseStats({ userId: facts.id }),
    countSoldAds({ ownerId: facts.id }),
  ]);
  return {
    slug: options.slug,
    summary,
    reviews,
    response,
    soldCount,
    emailVerified: facts.emailVerified,
    phoneVerified: facts.phoneVerified,
  };
}
