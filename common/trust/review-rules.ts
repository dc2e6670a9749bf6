// Pure: the review form in the browser and the server share these.

/** Reviews are open for this many days after "Sold to this buyer". */
export const REVIEW_WINDOW_DAYS = 30;
/** The longest review text, and the longest reply. */
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** Why a person may not review a trade; each is `trust.review.refused.<reason>` in the catalogues. */
export type ReviewRefusal = 'not_party' | 'self' | 'no_message' | 'already' | 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rules of a review, on facts already read: only the trade's two parties, never oneself,
 * each side having written in the conversation, once per trade, within the window.
 */
export function reviewRefusal(facts: {
  authorId: string;
  buyerId: string;
  sellerId: string;
  writers: ReadonlySet<'buyer' | 'seller'>;
  alreadyReviewed: boolean;
  soldAt: Date;
  now: Date;
}): ReviewRefusal | null {
  const { authorId, buyerId, sellerId } = facts;
  if (authorId !== buyerId && authorId !== sellerId) return 'not_party';
  if (buyerId === sellerId) return 'self';
  if (!facts.writers.has('buyer') || !facts.writers.has('seller')) return 'no_message';
  if (facts.alreadyReviewed) return 'already';
  if (facts.now.getTime() - facts.soldAt.getTime() > REVIEW_WINDOW_DAYS * DAY_MS) return 'expired';
  return null;
}
