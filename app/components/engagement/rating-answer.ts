import type { RatingSummary } from '../../../server/engagement/ratings.ts';

/** What the rating action answers a script: the stars saved and the ad's new summary, or why not. */
export type RatingAnswer = { stars?: number; rating?: RatingSummary; error?: string };

/** One fetcher per ad for its rating: the form posts through it, the box's summary reads its answer. */
export function ratingFetcherKey(slug: string): string {
  return `rating:${slug}`;
}
